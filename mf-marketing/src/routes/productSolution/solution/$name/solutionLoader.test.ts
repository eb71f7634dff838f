import { HARDWARE } from '#content/hardware';
import { SOLUTION_NAMES, SOLUTIONS } from '#content/solutions';
import { solutionLoader } from './solutionLoader';

describe('solutionLoader (SPEC §2 /productSolution/solution/:name)', () => {
  it.each(SOLUTION_NAMES)(
    'returns the record of %s and the names of its hardware',
    async (name) => {
      const { solution, hardware } = await solutionLoader({ params: { name } });
      expect(solution).toBe(SOLUTIONS[name]);
      expect(Object.keys(hardware).sort()).toEqual(solution.hardware.map((h) => h.slug).sort());
      for (const { slug } of solution.hardware) {
        expect(hardware[slug]).toEqual({
          name: HARDWARE[slug].name,
          category: HARDWARE[slug].category,
        });
      }
    },
  );

  it.each([['spaceMining'], ['SMARTPORT'], [undefined]])(
    'throws a 404 response for the unknown name %s',
    async (name) => {
      const thrown: unknown = await solutionLoader({ params: { name } }).catch(
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({ data: '方案不存在', init: { status: 404 } });
    },
  );
});

import { SOLUTION_NAMES, SOLUTIONS } from '../../../../content/solutions';
import { solutionLoader } from './solutionLoader';

describe('solutionLoader (SPEC §2 /productSolution/solution/:name)', () => {
  it.each(SOLUTION_NAMES)('returns the record of %s', (name) => {
    expect(solutionLoader({ params: { name } })).toBe(SOLUTIONS[name]);
  });

  it.each([['spaceMining'], ['SMARTPORT'], [undefined]])(
    'throws a 404 response for the unknown name %s',
    (name) => {
      let thrown: unknown;
      try {
        solutionLoader({ params: { name } });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ data: '方案不存在', init: { status: 404 } });
    },
  );
});

import { data, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { isSolutionName } from '#content/routeNames';
import type { Solution } from '#content/solutions/types';
import type { UsedHardware } from '#features/solution/components/UsedProducts';

/** What a solution page renders: the record and the names of the hardware it uses. */
export interface SolutionPageData {
  solution: Solution;
  /** `HARDWARE[slug]`'s name and category for each slug of `solution.hardware`. */
  hardware: UsedHardware;
}

/**
 * The loader of `/productSolution/solution/:name` (SPEC §2). Solutions are static
 * content records, so no request is made; the solution and hardware records are imported here,
 * so a first visit, whose data comes with the server's HTML, downloads none of them
 * (docs/performance.md "Small pages").
 * @param args.params.name the route name, e.g. `intelligentDriving`
 * @returns the solution's record and its hardware's names
 * @throws a react-router `data('方案不存在', { status: 404 })` response when the name is not one of
 *   `SOLUTION_NAMES` (the shell shows its 404 page)
 */
export async function solutionLoader({
  params,
}: Pick<LoaderFunctionArgs, 'params'>): Promise<SolutionPageData> {
  const { name } = params;
  if (!isSolutionName(name)) throw data('方案不存在', { status: 404 });
  const [{ SOLUTIONS }, { HARDWARE }] = await Promise.all([
    import('#content/solutions'),
    import('#content/hardware'),
  ]);
  const solution = SOLUTIONS[name];
  const hardware: UsedHardware = {};
  for (const { slug } of solution.hardware) {
    const { name: productName, category } = HARDWARE[slug];
    hardware[slug] = { name: productName, category };
  }
  return { solution, hardware };
}

import { data, type LoaderFunctionArgs } from 'react-router';
import { isSolutionName, SOLUTIONS, type Solution } from '../../../../content/solutions';

/**
 * The loader of `/productSolution/solution/:name` (SPEC §2). Solutions are static
 * content records, so no request is made.
 * @param args.params.name the route name, e.g. `intelligentDriving`
 * @returns the solution's record
 * @throws a react-router `data('方案不存在', { status: 404 })` response when the name is not one of
 *   `SOLUTION_NAMES` (the shell shows its 404 page)
 */
export function solutionLoader({ params }: Pick<LoaderFunctionArgs, 'params'>): Solution {
  const { name } = params;
  if (!isSolutionName(name)) throw data('方案不存在', { status: 404 });
  return SOLUTIONS[name];
}

import { LinkCardGrid } from '../../../components/LinkCardGrid';
import { solutionCards } from '../../../components/solutionCards';
import { SOLUTION_LIST } from '../../../content/solutions';

/**
 * Tab 3 of `/productSolution` (SPEC §2 `?tab=3`): every industry solution of
 * `content/solutions.ts` as a card linking to `/productSolution/solution/{name}`.
 */
export function SolutionsTab() {
  return (
    <section aria-labelledby="mkt-tab-solutions">
      <h2 className="mkt-svc-group-title" id="mkt-tab-solutions">
        {SOLUTION_LIST.length} 个行业解决方案
      </h2>
      <LinkCardGrid cards={solutionCards(SOLUTION_LIST)} />
    </section>
  );
}

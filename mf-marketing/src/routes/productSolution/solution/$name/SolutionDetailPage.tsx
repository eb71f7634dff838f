import { useLoaderData } from '@xingheng/shared/router';
import { PageMeta } from '@xingheng/shared/ui';
import { solutionPageTitle } from '#content/solutions/types';
import { SolutionHero } from '#features/solution/components/SolutionHero';
import { ProblemApproach } from '#features/solution/components/ProblemApproach';
import { UsedProducts } from '#features/solution/components/UsedProducts';
import { SolutionFigures } from '#features/solution/components/SolutionFigures';
import { SolutionCases } from '#features/solution/components/SolutionCases';
import { SolutionContact } from '#features/solution/components/SolutionContact';
import type { SolutionPageData } from './solutionLoader';

/**
 * The one template of every solution page `/productSolution/solution/{name}` (SPEC §2):
 * hero with breadcrumbs and h1 → problem → approach with architecture diagram → services and
 * hardware used → typical figures → cases → contact. Reads the record and its hardware's names from `solutionLoader`.
 */
export function SolutionDetailPage() {
  const { solution, hardware } = useLoaderData<SolutionPageData>();
  return (
    <>
      <PageMeta title={solutionPageTitle(solution)} description={solution.summary} />
      <SolutionHero solution={solution} />
      <ProblemApproach solution={solution} />
      <UsedProducts solution={solution} hardware={hardware} />
      <SolutionFigures figures={solution.figures} />
      <SolutionCases cases={solution.cases} />
      <SolutionContact title={solution.title} />
    </>
  );
}

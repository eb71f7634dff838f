import { useLoaderData } from 'react-router';
import { PageMeta } from '@xingheng/shared/ui';
import { solutionPageTitle, type Solution } from '../../../../content/solutions';
import { SolutionHero } from '../../../../features/solution/components/SolutionHero';
import { ProblemApproach } from '../../../../features/solution/components/ProblemApproach';
import { UsedProducts } from '../../../../features/solution/components/UsedProducts';
import { SolutionFigures } from '../../../../features/solution/components/SolutionFigures';
import { SolutionCases } from '../../../../features/solution/components/SolutionCases';
import { SolutionContact } from '../../../../features/solution/components/SolutionContact';

/**
 * The one template of every solution page `/productSolution/solution/{name}` (SPEC §2):
 * hero with breadcrumbs and h1 → problem → approach with architecture diagram → services and
 * hardware used → typical figures → cases → contact. Reads the record from `solutionLoader`.
 */
export function SolutionDetailPage() {
  const solution = useLoaderData<Solution>();
  return (
    <>
      <PageMeta title={solutionPageTitle(solution)} description={solution.summary} />
      <SolutionHero solution={solution} />
      <ProblemApproach solution={solution} />
      <UsedProducts solution={solution} />
      <SolutionFigures figures={solution.figures} />
      <SolutionCases cases={solution.cases} />
      <SolutionContact title={solution.title} />
    </>
  );
}

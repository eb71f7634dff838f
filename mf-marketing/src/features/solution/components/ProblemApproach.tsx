import { Section } from '../../../components/Section';
import { solutionPageTitle, type Solution } from '../../../content/solutions/types';
import { ArchitectureDiagram } from '../diagram/ArchitectureDiagram';
import { PointList } from './PointList';

/**
 * The problem section and the approach section with the architecture diagram ("the
 * industry's problem, our solution and its architecture (an SVG diagram)").
 * @param solution the page's record
 */
export function ProblemApproach({ solution }: { solution: Solution }) {
  return (
    <>
      <Section id="mkt-sol-problem" title="行业挑战" lead={solution.problem.title}>
        <PointList points={solution.problem.points} />
      </Section>
      <Section
        id="mkt-sol-approach"
        title="解决方案与架构"
        lead={solution.approach.title}
        tone="muted"
      >
        <div className="mkt-sol-approach">
          <PointList points={solution.approach.points} />
          <ArchitectureDiagram
            architecture={solution.architecture}
            name={`${solutionPageTitle(solution)}架构图`}
          />
        </div>
      </Section>
    </>
  );
}

import { Link } from 'react-router';
import { SolutionIcon } from '../../../components/SolutionIcon';
import { FEATURED_SOLUTIONS, solutionPath } from '../../../content/solutions';
import { Section } from '../../../components/Section';

/** The "more solutions" tab of the product page (SPEC §2 `/productSolution?tab=3`). */
export const ALL_SOLUTIONS_PATH = '/productSolution?tab=3';

/**
 * The solutions section (SPEC §2 `/`): the featured industry solutions from `content/solutions.ts`
 * as linked cards, plus 查看全部方案. Static content, so it has no error state.
 */
export function SolutionsSection() {
  return (
    <Section
      id="mkt-solutions"
      title="行业解决方案"
      lead="从智能驾驶到精准农业，高精度位置能力已在多个行业规模落地。"
      extra={<Link to={ALL_SOLUTIONS_PATH}>查看全部方案</Link>}
    >
      <ul className="mkt-grid mkt-grid--3">
        {FEATURED_SOLUTIONS.map((s) => (
          <li key={s.name} className="mkt-card mkt-card--stretch">
            <span className="mkt-card__icon">
              <SolutionIcon icon={s.icon} />
            </span>
            <h3 className="mkt-card__title">
              <Link className="mkt-stretched-link" to={solutionPath(s.name)}>
                {s.title}
              </Link>
            </h3>
            <p className="mkt-card__text">{s.summary}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

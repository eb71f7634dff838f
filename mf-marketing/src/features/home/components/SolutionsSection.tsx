import { Link } from '@xingheng/shared/router';
import { LinkCardGrid } from '../../../components/LinkCardGrid';
import { Section } from '../../../components/Section';
import { solutionCards, type SolutionCardData } from '../../../components/solutionCards';
import { productTabPath } from '../../../paths';

/**
 * The solutions section (SPEC §2 `/`): the featured industry solutions as linked cards, plus
 * 查看全部方案. Static content, so it has no error state.
 * @param solutions the featured solutions' card fields (`HomeData.solutions`, from the loader, so
 *   the page's code carries none of the solution records)
 */
export function SolutionsSection({ solutions }: { solutions: readonly SolutionCardData[] }) {
  return (
    <Section
      id="mkt-solutions"
      title="行业解决方案"
      lead="从智能驾驶到精准农业，高精度位置能力已在多个行业规模落地。"
      extra={<Link to={productTabPath('3')}>查看全部方案</Link>}
    >
      <LinkCardGrid cards={solutionCards(solutions)} />
    </Section>
  );
}

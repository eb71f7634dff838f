import { PageBreadcrumbs } from '@xingheng/shared/ui';
import { Section } from '../../../components/Section';
import { SolutionIcon } from '../../../components/SolutionIcon';
import { solutionPageTitle, type Solution } from '../../../content/solutions/types';
import { productTabPath } from '../../../paths';
import '../solution.css';

/**
 * Head of a solution page (SPEC §2 `/productSolution/solution/{name}`): breadcrumbs 首页 / 产品与解决方案 / {title}, the page's
 * only h1 (`{title}解决方案`), the headline and the summary.
 * @param solution the page's record
 */
export function SolutionHero({ solution }: { solution: Solution }) {
  return (
    <Section id="mkt-sol-hero" tone="muted">
      <PageBreadcrumbs
        trail={[{ title: '产品与解决方案', to: productTabPath('3') }, { title: solution.title }]}
      />
      <div className="mkt-sol-hero">
        <span className="mkt-sol-hero__icon">
          <SolutionIcon icon={solution.icon} size={40} />
        </span>
        <div>
          <p className="mkt-sol-hero__group">{solution.group}</p>
          <h1 className="mkt-sol-hero__title">{solutionPageTitle(solution)}</h1>
          <p className="mkt-sol-hero__headline">{solution.headline}</p>
          <p className="mkt-sol-hero__summary">{solution.summary}</p>
        </div>
      </div>
    </Section>
  );
}

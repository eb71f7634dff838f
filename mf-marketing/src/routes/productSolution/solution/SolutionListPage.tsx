import { PageMeta, PageBreadcrumbs } from '@xingheng/shared/ui';
import { Section } from '../../../components/Section';
import { LinkCardGrid } from '../../../components/LinkCardGrid';
import { pageEntry } from '../../../content/staticPages';
import { solutionsByGroup } from '../../../content/solutions';
import { solutionCards } from '../../../components/solutionCards';
import { paths, productTabPath } from '../../../paths';
import '../../../features/solution/solution.css';

/**
 * The list of all industry solutions `/productSolution/solution` (SPEC §2): breadcrumbs,
 * the h1, then every solution record as a linked card, grouped by `group` (交通出行, 智能驾驶与车路协同, …).
 * Static content: no loader.
 */
export function SolutionListPage() {
  const entry = pageEntry(paths.solutions);
  return (
    <>
      <PageMeta title={entry.title} description={entry.description} />
      <Section id="mkt-sol-list-hero" tone="muted">
        <PageBreadcrumbs
          trail={[{ title: '产品与解决方案', to: productTabPath('3') }, { title: entry.title }]}
        />
        <h1 className="mkt-sol-hero__title">{entry.title}</h1>
        <p className="mkt-sol-hero__summary">
          基于全国参考站网、星基增强与 GNSS/IMU 硬件，我们已在以下行业交付可量产的高精度定位方案。
        </p>
      </Section>
      <Section id="mkt-sol-list">
        {solutionsByGroup().map(({ group, solutions }) => (
          <section key={group} className="mkt-sol-group" aria-label={group}>
            <h2 className="mkt-sol-group__title">{group}</h2>
            <LinkCardGrid cards={solutionCards(solutions)} />
          </section>
        ))}
      </Section>
    </>
  );
}

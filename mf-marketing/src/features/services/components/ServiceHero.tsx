import { PageBreadcrumbs, type Crumb } from '@xingheng/shared/ui';
import type { ReactNode } from 'react';
import { LAYOUT } from '@xingheng/shared';
import { paths } from '../../../paths';
import '../../../components/marketing.css';
import '../services.css';

/**
 * The top band of a product/service page: breadcrumbs, the page's only h1, a lead sentence and
 * optional call-to-action links (one h1, breadcrumbs on nested pages).
 * @param title the h1 text
 * @param lead one or two sentences under the heading
 * @param trail breadcrumb steps after 首页 (the last one is the current page)
 * @param actions links/buttons shown under the lead
 */
export function ServiceHero({
  title,
  lead,
  trail,
  actions,
}: {
  title: string;
  lead: string;
  trail: Crumb[];
  actions?: ReactNode;
}) {
  return (
    <div className="mkt-band mkt-band--muted mkt-svc-hero">
      <div className="mkt-container" style={{ maxWidth: LAYOUT.contentWidth }}>
        <PageBreadcrumbs trail={trail} />
        <h1 className="mkt-svc-hero__title">{title}</h1>
        <p className="mkt-svc-hero__lead">{lead}</p>
        {actions && <div className="mkt-svc-actions">{actions}</div>}
      </div>
    </div>
  );
}

/**
 * The breadcrumb trail of a page under 高精度定位服务: 产品与解决方案 / 高精度定位服务 / {current}.
 * @param current the page's own crumb text
 */
export function servicesTrail(current: string): Crumb[] {
  return [
    { title: '产品与解决方案', to: paths.productSolution },
    { title: '高精度定位服务', to: paths.services },
    { title: current },
  ];
}

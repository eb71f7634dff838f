import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../paths';

/** One step of a breadcrumb trail; the last step (the current page) has no `to`. */
export interface Crumb {
  title: string;
  to?: string;
}

/**
 * Breadcrumbs of a nested marketing page (SPEC §2: breadcrumbs where the page is nested):
 * 首页 first, then `trail`; every step but the last is a link.
 * @param trail steps after 首页, e.g. `[{ title: '产品与解决方案', to: '/productSolution' }, { title: 'T-BOX' }]`
 */
export function PageBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const items = [{ title: '首页', to: PATHS.home }, ...trail].map((crumb, index, all) => ({
    key: `${index}-${crumb.title}`,
    title:
      crumb.to && index < all.length - 1 ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return <Breadcrumb className="mkt-breadcrumbs" items={items} />;
}

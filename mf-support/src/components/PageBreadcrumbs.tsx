import { Breadcrumb } from 'antd';
import { Link } from '@xingheng/shared/router';
import { sitePaths } from '../paths';
import './page.css';

/** One step of a breadcrumb trail; the current page (last) has no `to`. */
export interface Crumb {
  title: string;
  to?: string;
}

/**
 * Breadcrumbs of a support page: 首页 first, then `trail`; every step but the last is a link.
 * @param trail steps after 首页, e.g. `[{ title: '支持中心', to: '/support' }, { title: '常见问题' }]`
 */
export function PageBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const items = [{ title: '首页', to: sitePaths.home }, ...trail].map((crumb, index, all) => ({
    key: `${index}-${crumb.title}`,
    title:
      crumb.to !== undefined && index < all.length - 1 ? (
        <Link to={crumb.to}>{crumb.title}</Link>
      ) : (
        crumb.title
      ),
  }));
  return <Breadcrumb className="sup-breadcrumbs" aria-label="面包屑" items={items} />;
}

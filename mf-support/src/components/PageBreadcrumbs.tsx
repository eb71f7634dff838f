import { PageBreadcrumbs as SiteBreadcrumbs, type Crumb } from '@xingheng/shared/ui';
import './page.css';

export type { Crumb };

/**
 * Breadcrumbs of a support page: the site's plain breadcrumbs (`@xingheng/shared/ui`, no antd)
 * named 面包屑, 首页 first, then `trail`; every step but the last is a link.
 * @param trail steps after 首页, e.g. `[{ title: '支持中心', to: '/support' }, { title: '常见问题' }]`
 */
export function PageBreadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <div className="sup-breadcrumbs">
      <SiteBreadcrumbs trail={trail} label="面包屑" />
    </div>
  );
}

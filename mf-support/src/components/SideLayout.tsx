import type { ReactNode } from 'react';
import { PageBreadcrumbs, type Crumb } from './PageBreadcrumbs';
import './page.css';

/**
 * Frame of the document pages (SPEC §2 `/support/details/{id?}`, 1200px content): breadcrumbs on
 * top, a nav beside (or, at ≤768px, above) the main column.
 * @param crumbs breadcrumbs after 首页; the last is the current page
 * @param aside the side nav
 * @param children the main column
 */
export function SideLayout({
  crumbs,
  aside,
  children,
}: {
  crumbs: Crumb[];
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="sup-page">
      <PageBreadcrumbs trail={crumbs} />
      <div className="sup-layout">
        <aside className="sup-aside">{aside}</aside>
        <div className="sup-main">{children}</div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { PolicyBreadcrumbs } from './PolicyBreadcrumbs';
import { PolicyNav } from './PolicyNav';
import './policy.css';

/**
 * Frame of the support document pages (SPEC §2, content width 1200px): breadcrumbs on top, the
 * document nav beside (or, at ≤768px, above) the main column.
 * @param crumb the last breadcrumb
 * @param children the main column
 */
export function PolicyLayout({ crumb, children }: { crumb: string; children: ReactNode }) {
  return (
    <div className="sup-page">
      <PolicyBreadcrumbs current={crumb} />
      <div className="sup-layout">
        <aside className="sup-aside">
          <PolicyNav />
        </aside>
        <div className="sup-main">{children}</div>
      </div>
    </div>
  );
}

import { PageBreadcrumbs, type Crumb } from '@xingheng/shared/ui';
import type { ReactNode } from 'react';
import { LAYOUT } from '@xingheng/shared';
import '../../../components/marketing.css';
import './about.css';

/**
 * The dark title band of the company, recruitment and partner pages: breadcrumbs, the
 * page's one h1 and a lead paragraph.
 * @param title the h1 text
 * @param lead one or two sentences under the h1
 * @param trail breadcrumb steps after 首页 (the last one is the current page); omit for none
 * @param breadcrumbs a ready-made breadcrumb trail instead of `trail` (e.g. an English one)
 * @param children extra content under the lead (e.g. call-to-action links)
 */
export function PageHero({
  title,
  lead,
  trail,
  breadcrumbs,
  children,
}: {
  title: string;
  lead: string;
  trail?: Crumb[];
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mkt-band mkt-band--dark mkt-page-hero">
      <div className="mkt-container" style={{ maxWidth: LAYOUT.contentWidth }}>
        {breadcrumbs ?? (trail && <PageBreadcrumbs trail={trail} />)}
        <h1 className="mkt-page-hero__title">{title}</h1>
        <p className="mkt-page-hero__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}

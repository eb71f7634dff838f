import type { ReactNode } from 'react';
import { PageMeta } from '@xingheng/shared/ui';
import { PageBreadcrumbs, type Crumb } from './PageBreadcrumbs';
import './page.css';

/**
 * The frame of the support center, notice and problem report pages: title and description, a
 * 1200px column (SPEC §2 default layout), breadcrumbs when given, and the page's one `h1` with an
 * optional lead paragraph.
 * @param title document title (the site name is appended) and the `h1`
 * @param description meta description
 * @param lead a sentence under the `h1`
 * @param crumbs breadcrumbs after 首页; the last is the current page
 * @param narrow a 880px column (forms)
 * @param children the page body
 */
export function SupportPage({
  title,
  description,
  lead,
  crumbs,
  narrow = false,
  children,
}: {
  title: string;
  description: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={narrow ? 'sup-page sup-page--narrow' : 'sup-page'}>
      <PageMeta title={title} description={description} />
      {crumbs && <PageBreadcrumbs trail={crumbs} />}
      <header className="sup-head">
        <h1 className="sup-title">{title}</h1>
        {lead && <p className="sup-lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}

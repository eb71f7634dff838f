import type { ReactNode } from 'react';
import { LAYOUT } from '@xingheng/shared';
import './marketing.css';

/**
 * A full-bleed band of a marketing page with its content centred at the site's content width
 * (SPEC §2 default layout: 1200px).
 * @param id anchor id; the heading gets `${id}-title` and labels the section
 * @param title the section's h2 (omit for a band without a heading)
 * @param extra a link shown beside the heading (e.g. 更多新闻)
 * @param tone background: `plain` (white), `muted` (light grey) or `dark` (navy)
 */
export function Section({
  id,
  title,
  lead,
  extra,
  tone = 'plain',
  children,
}: {
  id: string;
  title?: string;
  lead?: string;
  extra?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      className={`mkt-band mkt-band--${tone}`}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className="mkt-container" style={{ maxWidth: LAYOUT.contentWidth }}>
        {title && (
          <div className="mkt-band__head">
            <div>
              <h2 id={titleId} className="mkt-band__title">
                {title}
              </h2>
              {lead && <p className="mkt-band__lead">{lead}</p>}
            </div>
            {extra}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

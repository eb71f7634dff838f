import type { ReactNode } from 'react';
import './pages.css';

/** The look of a status page's emblem. */
export type StatusKind = 'not-found' | 'error' | 'warning';

const EMBLEM: Record<StatusKind, { color: string; glyph: string }> = {
  'not-found': { color: '#1663ff', glyph: '?' },
  error: { color: '#e5484d', glyph: '!' },
  warning: { color: '#f5a524', glyph: '!' },
};

/**
 * The layout of the shell's status pages (404, server error, section fallback, registry error) in
 * plain markup and the shell's CSS, so none of them brings antd into the shell's first visit
 * (docs/performance.md "Small pages"): an emblem, the title as `h1`, a line of explanation, the
 * actions and optional details.
 * @param kind which emblem (colour and glyph)
 * @param title the page's heading (`404`, `该栏目暂时无法访问`)
 * @param subtitle one sentence for the visitor
 * @param actions buttons or links (`HomeButton`, `StatusButton`)
 * @param children extra content under the actions (e.g. a list of problems)
 */
export function StatusPage({
  kind,
  title,
  subtitle,
  actions,
  children,
}: {
  kind: StatusKind;
  title: ReactNode;
  subtitle: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const emblem = EMBLEM[kind];
  return (
    <div className="shell-status">
      <svg className="shell-status-emblem" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="34" fill={emblem.color} opacity="0.12" />
        <circle cx="36" cy="36" r="24" fill={emblem.color} />
        <text
          x="36"
          y="45"
          textAnchor="middle"
          fontSize="28"
          fontWeight="700"
          fill="#fff"
          fontFamily="Arial, sans-serif"
        >
          {emblem.glyph}
        </text>
      </svg>
      <h1 className="shell-status-title">{title}</h1>
      <p className="shell-status-subtitle">{subtitle}</p>
      {actions && <div className="shell-status-actions">{actions}</div>}
      {children}
    </div>
  );
}

/**
 * A button of a status page (plain markup, styled like the site's buttons).
 * @param primary the filled, blue variant
 * @param onClick what it does
 * @param children its label
 */
export function StatusButton({
  primary = false,
  onClick,
  children,
}: {
  primary?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`shell-button${primary ? ' shell-button--primary' : ''}`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

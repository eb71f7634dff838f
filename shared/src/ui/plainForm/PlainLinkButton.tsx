import type { ReactNode } from 'react';
import { Link } from '@xingheng/shared/router';
import './plainForm.css';

/** Props of {@link PlainLinkButton}. */
export interface PlainLinkButtonProps {
  /** The address, a path of the site. */
  to: string;
  children: ReactNode;
  /** `primary`: brand-blue and filled; `default`: outlined. Default `default`. */
  variant?: 'primary' | 'default';
  /** Full width of its container. */
  block?: boolean;
  /** Extra classes (spacing). */
  className?: string;
}

/**
 * A link drawn like `PlainButton` (antd's large `Button` that navigates), for an action that only
 * goes to another page, such as 去登录 after a password reset. It is a link to assistive technology
 * and the browser (opens in a new tab, works before the page is hydrated), so it is never disabled.
 */
export function PlainLinkButton({
  to,
  children,
  variant = 'default',
  block,
  className,
}: PlainLinkButtonProps) {
  const classes = ['xh-btn', `xh-btn--${variant}`, 'xh-link-btn'];
  if (block) classes.push('xh-btn--block');
  if (className) classes.push(className);
  return (
    <Link to={to} className={classes.join(' ')}>
      <span>{children}</span>
    </Link>
  );
}

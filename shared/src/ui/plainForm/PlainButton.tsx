import type { ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import LoadingOutlined from '@ant-design/icons-svg/lib/asn/LoadingOutlined';
import { useIsClient } from '../useIsClient';
import { PlainIcon } from './PlainIcon';
import './plainForm.css';

/** Props of {@link PlainButton}. */
export interface PlainButtonProps {
  children: ReactNode;
  /**
   * `primary`: the brand-blue action of a form; `default`: outlined; `link`: brand-blue text with
   * no frame (antd's `type="link"`), for a minor action such as 返回上一步. Default `default`.
   */
  variant?: 'primary' | 'default' | 'link';
  /** `submit` for a form's action. Default `button`. */
  type?: 'button' | 'submit';
  /** Full width of its container. */
  block?: boolean;
  /** Shows a turning icon and ignores clicks (`aria-busy`) while something runs. */
  loading?: boolean;
  /** Disabled for a reason of its own (it is also disabled until the page is hydrated). */
  disabled?: boolean;
  /** A decorative icon before the text. */
  icon?: IconDefinition;
  /** Extra classes, e.g. to colour the icon. */
  className?: string;
  /** A name other than the text, e.g. `查看工单 BR…` for one of several 查看详情 buttons. */
  ariaLabel?: string;
  /** A toggle's state (`aria-pressed`), e.g. the item shown now; omitted: not a toggle. */
  pressed?: boolean;
  onClick?: () => void;
}

/**
 * A button in plain markup drawn like antd's large `Button` (for the login page, which carries no
 * antd: docs/performance.md "Small pages"). Named by its text; disabled in the server's HTML and
 * until the page is hydrated, like antd's under `AppProviders` (a click then would be lost).
 */
export function PlainButton({
  children,
  variant = 'default',
  type = 'button',
  block,
  loading,
  disabled,
  icon,
  className,
  ariaLabel,
  pressed,
  onClick,
}: PlainButtonProps) {
  const hydrated = useIsClient();
  const classes = ['xh-btn', `xh-btn--${variant}`];
  if (block) classes.push('xh-btn--block');
  if (loading) classes.push('xh-btn--loading');
  if (className) classes.push(className);
  const shownIcon = loading ? LoadingOutlined : icon;
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={!hydrated || disabled}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      aria-pressed={pressed}
      onClick={(event) => {
        // Like antd: a click while loading does nothing, not even a form's submit.
        if (loading) event.preventDefault();
        else onClick?.();
      }}
    >
      {shownIcon && (
        <PlainIcon icon={shownIcon} className={loading ? 'xh-btn-spin' : 'xh-btn-icon'} />
      )}
      <span>{children}</span>
    </button>
  );
}

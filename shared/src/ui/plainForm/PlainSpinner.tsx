import './plainSpinner.css';

/** Props of {@link PlainSpinner}. */
export interface PlainSpinnerProps {
  /** antd `Spin`'s sizes: `small` 14 px, `default` 20 px, `large` 32 px. Default `default`. */
  size?: 'small' | 'default' | 'large';
  /**
   * What is loading, e.g. `正在加载地图`: the spinner is then a status of its own
   * (`role="status"`) named by it. Left out, the spinner is decorative (`aria-hidden`), for use
   * beside visible text inside a status region that says what loads.
   */
  label?: string;
  /** Extra classes (spacing). */
  className?: string;
}

/**
 * A turning ring drawn like antd's `Spin` in the site's primary colour, in plain markup, for pages
 * that carry no antd (docs/performance.md "Small pages"). It turns slower for visitors who ask for
 * reduced motion.
 */
export function PlainSpinner({ size = 'default', label, className }: PlainSpinnerProps) {
  const classes = ['xh-spinner', `xh-spinner--${size}`];
  if (className) classes.push(className);
  return label ? (
    <span className={classes.join(' ')} role="status" aria-label={label} />
  ) : (
    <span className={classes.join(' ')} aria-hidden="true" />
  );
}

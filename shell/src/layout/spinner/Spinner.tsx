import './spinner.css';

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** `small` 14px (inline, next to a text), `large` 32px (a page loading). Default `small`. */
  size?: 'small' | 'large';
  /** Accessible name; without one the spinner is decorative (the text next to it speaks). */
  label?: string;
}

/**
 * A busy indicator in plain markup and CSS, drawn like antd's Spin (four brand-blue dots turning)
 * so the shell shows one without loading antd. Motion stops under `prefers-reduced-motion`.
 */
export function Spinner({ size = 'small', label }: SpinnerProps) {
  return (
    <span
      className={`shell-spinner shell-spinner--${size}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

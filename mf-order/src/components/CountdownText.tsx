import { formatCountdown } from '../lib/dateTime';

/**
 * Time left to pay, `mm:ss` (SPEC §4: unpaid orders are cancelled after 30 minutes), as an ARIA
 * timer; screen readers are not interrupted every second (`aria-live="off"`).
 * @param leftMs milliseconds left (`useCountdown(...).leftMs`)
 * @param label the text before it, default `剩余支付时间`
 */
export function CountdownText({
  leftMs,
  label = '剩余支付时间',
}: {
  leftMs: number;
  label?: string;
}) {
  return (
    <p className="ord-countdown">
      {label}
      <span role="timer" aria-live="off" aria-label={label} className="ord-countdown-time">
        {formatCountdown(leftMs)}
      </span>
    </p>
  );
}

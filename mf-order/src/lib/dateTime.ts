/** China Standard Time is UTC+8 all year (no daylight saving since 1991). */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number) => n.toString().padStart(2, '0');

/**
 * An instant as the wall-clock time of Asia/Shanghai, whatever the visitor's time zone (expiry
 * dates of service accounts, payment times). Arithmetic on the UTC fields, so the text does not
 * depend on the browser's locale data.
 * @param ms epoch milliseconds
 * @returns `yyyy-MM-dd HH:mm`, e.g. `2026-12-01 18:30`
 */
export function formatShanghaiDateTime(ms: number): string {
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

/**
 * Time left as a countdown (the 30-minute payment window, SPEC §4 unpaid orders).
 * @param leftMs milliseconds left (negative counts as 0); partial seconds round up, so `00:00`
 *   shows only when the time is really up
 * @returns `mm:ss`, minutes not capped at 59 (`75:00` for 75 minutes)
 */
export function formatCountdown(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

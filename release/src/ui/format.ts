/**
 * How the release page writes times and figures: Beijing time (UTC+8, no daylight saving), the
 * failure rate as the canary watcher's reasons write it (`100.0%`).
 */

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** An instant as the page shows it: machine-readable and in Beijing time. */
export interface Instant {
  /** ISO-8601 UTC (`2026-11-22T08:00:00.000Z`), `undefined` when the text is not a date-time. */
  iso: string | undefined;
  /** `YYYY-MM-DD HH:mm:ss` in Beijing time, or the original text when it is not a date-time. */
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Beijing time of an instant.
 * @param at any instant
 * @returns `YYYY-MM-DD HH:mm:ss`, e.g. `2026-11-22 16:00:00` for `2026-11-22T08:00:00Z`
 */
export function beijingTime(at: Date): string {
  const d = new Date(at.getTime() + BEIJING_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/**
 * The Beijing minute of an instant, for chart axes.
 * @param at any instant
 * @returns `MM-DD HH:mm`, e.g. `11-22 16:05`
 */
export function beijingMinute(at: Date): string {
  return beijingTime(at).slice(5, 16);
}

/**
 * An instant of the ledger or the database, for display.
 * @param text an ISO-8601 date-time (any text is accepted: the ledger's times are plain strings)
 * @returns `{ iso, text }`, e.g. `{ iso: '2026-11-22T08:00:00.000Z', text: '2026-11-22 16:00:00' }`;
 *   `{ iso: undefined, text }` for text that is not a date-time
 */
export function instant(text: string): Instant {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return { iso: undefined, text };
  const at = new Date(ms);
  return { iso: at.toISOString(), text: beijingTime(at) };
}

/**
 * A failure rate in percent, one decimal.
 * @param failed visitors who met a failure
 * @param visitors all visitors (the rate is `null` without any)
 * @returns e.g. `25` for 1 of 4; `null` when `visitors` is 0
 */
export function ratePercent(failed: number, visitors: number): number | null {
  return visitors > 0 ? Math.round((failed / visitors) * 1000) / 10 : null;
}

/**
 * A rate for text: `25.0%`, or `—` without visitors.
 * @param rate from `ratePercent`
 * @returns e.g. `25.0%`
 */
export function rateText(rate: number | null): string {
  return rate === null ? '—' : `${rate.toFixed(1)}%`;
}

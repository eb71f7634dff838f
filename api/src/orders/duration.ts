/** China Standard Time is UTC+8 all year (no daylight saving since 1991). */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Months of each SPEC §3 duration unit counted in months: 3 month, 4 quarter, 5 half-year, 6 year. */
const MONTHS: Readonly<Record<number, number>> = { 3: 1, 4: 3, 5: 6, 6: 12 };
/** Days of each SPEC §3 duration unit counted in days: 1 day, 2 week. */
const DAYS: Readonly<Record<number, number>> = { 1: 1, 2: 7 };

/**
 * Whether `durationUnit` is a SPEC §3 duration unit code (1 day, 2 week, 3 month, 4 quarter,
 * 5 half-year, 6 year).
 */
export function isDurationUnit(durationUnit: number): boolean {
  return DAYS[durationUnit] !== undefined || MONTHS[durationUnit] !== undefined;
}

/**
 * The instant `duration` units of SPEC §3 `durationUnit` after `fromMs`, by the calendar of
 * Asia/Shanghai (UTC+8, no daylight saving): a day is 24 h, a week 7 days; a month, quarter (3),
 * half-year (6) and year (12 months) keep the wall-clock time and the day of the month, or take the
 * month's last day when it is shorter (1月31日 + 1 月 = 2月28日 or 29日; 2月29日 + 1 年 = 2月28日).
 * @param fromMs start, epoch milliseconds
 * @param durationUnit SPEC §3 duration unit code 1–6
 * @param duration how many units (an integer ≥ 0)
 * @returns the end, epoch milliseconds
 * @throws RangeError for an unknown unit or a negative or fractional duration
 */
export function addDuration(fromMs: number, durationUnit: number, duration: number): number {
  if (!Number.isInteger(duration) || duration < 0) {
    throw new RangeError(`duration must be a whole number ≥ 0, got ${duration}`);
  }
  const days = DAYS[durationUnit];
  if (days !== undefined) return fromMs + days * duration * DAY_MS;
  const months = MONTHS[durationUnit];
  if (months === undefined) throw new RangeError(`unknown duration unit ${durationUnit}`);
  // Shift into Shanghai wall-clock time, do calendar arithmetic on the UTC fields, shift back.
  const local = new Date(fromMs + SHANGHAI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months * duration;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const end = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return end - SHANGHAI_OFFSET_MS;
}

/**
 * The calendar date of an instant in Asia/Shanghai as `yyyyMMdd` (the date part of order numbers).
 * @param ms epoch milliseconds
 */
export function shanghaiDate(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

import type { IonoTimes } from '@xingheng/shared';

/** Beijing time (UTC+8, no daylight saving) ahead of UTC, in ms. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Minutes between two selectable times (the 30-minute steps). */
export const STEP_MINUTES = 30;

/** Slider steps between two labelled marks: every 6 hours. */
const MARK_EVERY = 12;

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC fields of the instant shifted to Beijing time. */
function beijing(ms: number): Date {
  return new Date(ms + BEIJING_OFFSET_MS);
}

/**
 * Clock time in Beijing, whatever the visitor's time zone.
 * @param ms epoch ms
 * @returns `HH:mm`, e.g. `08:30`
 */
export function formatBeijingClock(ms: number): string {
  const d = beijing(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * The slider's label of a time.
 * @param ms epoch ms
 * @returns `北京时间 HH:mm`, e.g. `北京时间 08:30`
 */
export function timeLabel(ms: number): string {
  return `北京时间 ${formatBeijingClock(ms)}`;
}

/**
 * Day and clock time in Beijing, for the heading of the shown map (the last 24 hours span two
 * days, so the clock alone is ambiguous there).
 * @param ms epoch ms
 * @returns e.g. `11月24日 08:30`
 */
export function formatBeijingDateTime(ms: number): string {
  const d = beijing(ms);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${formatBeijingClock(ms)}`;
}

/**
 * The slider position shown first: the latest time, or the last one when `latest` is not listed.
 * @param times the API's times
 * @returns an index into `times.times` (0 when the list is empty)
 */
export function initialIndex({ times, latest }: IonoTimes): number {
  const index = times.indexOf(latest);
  return index >= 0 ? index : Math.max(0, times.length - 1);
}

/**
 * The time at a slider position, clamped into the list.
 * @param times the selectable times, oldest first (not empty)
 * @param index a slider value
 * @returns epoch ms
 */
export function timeAt(times: readonly number[], index: number): number {
  const clamped = Math.min(Math.max(Math.round(index), 0), times.length - 1);
  const time = times[clamped];
  if (time === undefined) throw new Error('timeAt: no times');
  return time;
}

/**
 * The slider's marks: every 6 hours from the oldest, and the newest, labelled `HH:mm`.
 * @param times the selectable times, oldest first
 * @returns slider value → label
 */
export function sliderMarks(times: readonly number[]): Record<number, string> {
  const marks: Record<number, string> = {};
  times.forEach((time, index) => {
    if (index % MARK_EVERY === 0 || index === times.length - 1) {
      marks[index] = formatBeijingClock(time);
    }
  });
  return marks;
}

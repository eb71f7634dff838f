/**
 * Dates of the support pages: `formatChineseDate` is written once in `@xingheng/shared`; the
 * Beijing-time format of report timestamps is this remote's own.
 */
export { formatChineseDate } from '@xingheng/shared';

const beijing = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Formats an instant in Beijing time (the site's time, whatever the visitor's zone).
 * @param epochMs milliseconds since the epoch
 * @returns e.g. `2026-11-24 10:05`
 */
export function formatBeijingTime(epochMs: number): string {
  const parts = Object.fromEntries(
    beijing.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

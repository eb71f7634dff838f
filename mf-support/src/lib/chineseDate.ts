/**
 * Formats an ISO date for display (SPEC §2 support and notice pages). Pure string work, so the
 * server and the browser print the same text whatever their time zone.
 * @param isoDate ISO date or date-time, e.g. `2026-09-01` or `2026-09-01T08:00:00Z`
 * @returns `2026年9月1日`, or the input unchanged when it does not start with an ISO date
 */
export function formatChineseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}

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

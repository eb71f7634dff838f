/**
 * Formats an ISO date for display in Chinese (news, terms, support and notice pages, SPEC §2).
 * Reads the `YYYY-MM-DD` prefix of the string, so no time zone can shift the day and the server
 * and the browser print the same text.
 * @param iso an ISO date or date-time, e.g. `2026-10-18` or `2026-10-18T09:00:00Z`
 * @returns e.g. `2026年10月18日` (no leading zeros); the input unchanged when it does not start
 *   with a date
 */
export function formatChineseDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}

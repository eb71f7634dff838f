/**
 * Formats a document's `updatedAt` for the 更新日期 line (SPEC §2 `/support/details/{id?}`).
 * Pure string work, so the server and the browser print the same text whatever their time zone.
 * @param updatedAt ISO date or date-time, e.g. `2026-09-01` or `2026-09-01T08:00:00Z`
 * @returns `2026年9月1日`, or the input unchanged when it does not start with an ISO date
 */
export function formatUpdatedAt(updatedAt: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(updatedAt);
  if (!match) return updatedAt;
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}

/** A canonical positive decimal integer of at most nine digits: no sign, no leading zero. */
const POSITIVE_ID = /^[1-9][0-9]{0,8}$/;

/**
 * Reads a numeric id from a URL segment or query value (`/support/details/9`, `?id=9`).
 * Only the canonical spelling is accepted, so one resource has one address: `'009'`, `'0'`,
 * `'-1'`, `'1.5'`, `'1e3'`, `' 9'` and `''` are not ids. Nine digits keep it a safe integer.
 * @param raw the text from the URL, or nothing
 * @returns the id (1 … 999 999 999), or `undefined` when `raw` is not one
 */
export function parsePositiveId(raw: string | null | undefined): number | undefined {
  if (raw == null || !POSITIVE_ID.test(raw)) return undefined;
  return Number(raw);
}

/**
 * Formats an amount of money in fen (分, integer on the wire: docs/api.md "Orders and payments")
 * as yuan for display, with thousands separators and two decimals. Integer arithmetic only, so the
 * text is the same on the server and in every browser.
 * @param cents amount in fen, e.g. `123450`
 * @returns e.g. `¥1,234.50`; `¥0.00` for 0; a negative amount gets a leading `-` (`-¥1.00`)
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const yuan = Math.floor(whole / 100).toString();
  const fen = (whole % 100).toString().padStart(2, '0');
  const grouped = yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}¥${grouped}.${fen}`;
}

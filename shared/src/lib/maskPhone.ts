/**
 * A phone masked for display and logs (docs/api.md "Auth audit"): the first 3 and last 4 digits,
 * `138****0000`; anything shorter than 7 characters becomes `****`.
 * @param phone e.g. `13800138000`
 * @returns e.g. `138****8000`
 */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * The mainland China mobile number rule (SPEC §5 leaves field rules to the project; docs/api.md):
 * 11 digits, `1` then a digit 3–9, e.g. `13800138000`. One definition for every form (login,
 * registration, addresses, trials, partner and problem reports) and the API's schemas.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * Whether `value` is a mainland mobile number by `MOBILE_PATTERN` (no trimming, no `+86`).
 * @param value the number as typed, e.g. `13800138000`
 * @returns true for 11 digits starting `13`–`19`
 */
export function isMobileNumber(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

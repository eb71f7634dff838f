/**
 * Check-digit validation of the two identity numbers of identity verification (`/user/auth`):
 * the resident identity card number of GB 11643-1999 and the unified social credit code of
 * GB 32100-2015. Pure functions, used by the forms and by the API alike.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CODES = '10X98765432';

/**
 * True when `yyyymmdd` is a real calendar date between 1800-01-01 and today (the standard's own
 * example was born in 1880).
 */
function isBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1800 && date.getTime() <= today.getTime();
}

/**
 * Validates an 18-digit resident identity card number (GB 11643-1999): 6-digit address code,
 * 8-digit birth date, 3-digit sequence, and the check character of ISO 7064 MOD 11-2 (`X` for 10,
 * upper or lower case accepted).
 * @param value the number as typed, e.g. `11010519491231002X`
 * @param today the date a birth date may not exceed (default now)
 * @returns true when the format, the birth date and the check character are all valid
 */
export function isResidentIdNumber(value: string, today: Date = new Date()): boolean {
  const id = value.toUpperCase();
  if (!/^[1-9]\d{5}\d{8}\d{3}[\dX]$/.test(id)) return false;
  if (!isBirthDate(id.slice(6, 14), today)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return ID_CHECK_CODES[sum % 11] === id[17];
}

/** The 31 characters of GB 32100 (digits and capitals without I, O, Z, S, V), by value. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * Validates an 18-character unified social credit code (GB 32100-2015): registration authority
 * and organisation type (2), the 6-digit administrative division code, the 9-character
 * organisation code, and the check character (MOD 31 over the first 17).
 * @param value the code as typed, e.g. `91440300708461136T` (lower case accepted)
 * @returns true when the characters, the division code and the check character are valid
 */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NP-RTUWXY]{2}\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/.test(code)) return false;
  const sum = USCC_WEIGHTS.reduce(
    (total, weight, i) => total + weight * USCC_CHARS.indexOf(code[i] ?? ''),
    0,
  );
  return USCC_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

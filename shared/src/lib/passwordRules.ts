/**
 * The account password rule (register and reset, docs/api.md "Registration and password reset"):
 * 8–20 printable ASCII characters without spaces, with at least one letter and one digit. One
 * definition for the forms (messages as the person types) and the API (which never trusts the
 * form).
 */
export const PASSWORD_RULE = { minLength: 8, maxLength: 20 } as const;

/**
 * What is wrong with a new password, in Chinese, or null when it follows the rule.
 * @param password the password as typed (not trimmed: a space is refused, not removed)
 * @returns e.g. '密码须同时包含字母和数字', or null
 */
export function passwordProblem(password: string): string | null {
  const { minLength, maxLength } = PASSWORD_RULE;
  if (password.length < minLength || password.length > maxLength) {
    return `密码长度须为 ${minLength}–${maxLength} 位`;
  }
  if (!/^[\x21-\x7e]+$/.test(password)) return '密码只能由字母、数字和英文符号组成，不能含空格';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码须同时包含字母和数字';
  return null;
}

/** How strong a password looks: 0 weak, 1 medium, 2 strong. */
export type PasswordStrength = 0 | 1 | 2;

/**
 * The strength shown under the password field: one point each for length ≥ 12, both upper and
 * lower case letters, and a symbol; 0–1 points weak, 2 medium, 3 strong. A password that breaks
 * the rule is weak.
 * @returns 0 weak, 1 medium, 2 strong
 */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordProblem(password) !== null) return 0;
  const points =
    Number(password.length >= 12) +
    Number(/[a-z]/.test(password) && /[A-Z]/.test(password)) +
    Number(/[^A-Za-z0-9]/.test(password));
  if (points >= 3) return 2;
  return points === 2 ? 1 : 0;
}

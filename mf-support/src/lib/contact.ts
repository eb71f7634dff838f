import { MOBILE_PATTERN } from '@xingheng/shared';

/** An e-mail address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Longest contact the API accepts (an e-mail address, RFC 5321). */
export const CONTACT_MAX_LENGTH = 254;

/**
 * Checks the contact of a problem report or a ticket lookup (`BugReportInput.contact`: a mainland
 * mobile number or an e-mail address).
 * @param raw the value as typed (trimmed here)
 * @returns the Chinese error message, or `null` when the contact is valid
 */
export function contactError(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return '请输入手机号或邮箱';
  if (value.length > CONTACT_MAX_LENGTH) return '联系方式过长';
  if (MOBILE_PATTERN.test(value) || EMAIL_PATTERN.test(value)) return null;
  if (/^\+?\d[\d\s-]*$/.test(value)) return '请输入 11 位中国大陆手机号';
  return '请输入正确的手机号或邮箱地址';
}

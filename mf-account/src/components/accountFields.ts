import { MOBILE_PATTERN, passwordProblem, PASSWORD_RULE } from '@xingheng/shared';
import type { FieldRule, PlainRule } from '@xingheng/shared/ui';

/**
 * The rules and input settings of the fields every account form shares (password and SMS login,
 * register, password reset, phone binding), in one place for the antd fields (`PhoneField`,
 * `SmsCodeField`) and the plain ones (`plainForm/`, on the kit of `@xingheng/shared/ui`): the same labels, keypads,
 * autofill hints and Chinese messages whichever form a visitor is on.
 */

/** 手机号: required, then the mainland mobile pattern. */
export const phoneRules: FieldRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: '请输入正确的 11 位手机号' },
];

/** 短信验证码: required, then 6 digits (docs/api.md "SMS codes"). */
export const smsCodeRules: FieldRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^\d{6}$/, message: '短信验证码为 6 位数字' },
];

/**
 * 密码 of the password login: required and 6–20 characters (an account's password may predate the
 * stricter rule of new passwords, `passwordProblem` of `@xingheng/shared`).
 */
export const loginPasswordRules: FieldRule[] = [
  { required: true, message: '请输入密码' },
  { min: 6, max: 20, message: '密码长度为 6–20 位' },
];

/**
 * A new password (register, password reset): required, then the shared rule of `passwordProblem`
 * (8–20 characters with letters and digits), whose message says what is wrong.
 */
export const newPasswordRules: PlainRule[] = [
  { required: true, message: '请输入密码' },
  { check: (value) => passwordProblem(String(value)) },
];

/** 确认密码: required, then equal to the form's `password` (checked again when that changes). */
export const confirmPasswordRules: PlainRule[] = [
  { required: true, message: '请再次输入密码' },
  {
    check: (value, values) =>
      value && value !== values['password'] ? '两次输入的密码不一致' : null,
  },
];

/** A new password's input: masked, new-password autofill, the shared maximum length. */
export const NEW_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'new-password',
  maxLength: PASSWORD_RULE.maxLength,
} as const;

/** 手机号's label and input: a numeric keypad on phones, `tel` autofill, 11 characters. */
export const PHONE_INPUT = {
  label: '手机号',
  placeholder: '请输入 11 位手机号',
  inputMode: 'numeric',
  autoComplete: 'tel',
  maxLength: 11,
} as const;

/** 密码's label and input of the password login: masked, current-password autofill, 20 characters. */
export const LOGIN_PASSWORD_INPUT = {
  label: '密码',
  type: 'password',
  placeholder: '6–20 位密码',
  autoComplete: 'current-password',
  maxLength: 20,
} as const;

/** 短信验证码's label and input: a numeric keypad, one-time-code autofill, 6 digits. */
export const SMS_CODE_INPUT = {
  label: '短信验证码',
  placeholder: '6 位验证码',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const;

/**
 * What the 获取验证码 button says: the seconds left while the API's 60 s between two codes run
 * (docs/api.md "SMS codes"), then 重新获取 once a code went out.
 * @param countdown seconds until another code may be asked for (0: now)
 * @param sent whether a code was sent at least once
 */
export function sendCodeLabel(countdown: number, sent: boolean): string {
  if (countdown > 0) return `${countdown} 秒后重新获取`;
  return sent ? '重新获取' : '获取验证码';
}

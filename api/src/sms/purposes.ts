/**
 * What an SMS code is for (docs/api.md "SMS codes"): a code is checked only for the purpose it was
 * sent for, so a login code cannot register an account or reset a password.
 */
export const SMS_PURPOSES = ['login', 'register', 'reset', 'bindWx', 'bindQq'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** The text of each purpose's code SMS (`{code}` is replaced; 5 minutes matches `SMS_CODE.ttlMs`). */
const TEMPLATES: Record<SmsPurpose, string> = {
  login: '【星衡时空】您的登录验证码为 {code}，5 分钟内有效。如非本人操作，请忽略本短信。',
  register: '【星衡时空】您的注册验证码为 {code}，5 分钟内有效。如非本人操作，请忽略本短信。',
  reset: '【星衡时空】您正在重置密码，验证码为 {code}，5 分钟内有效。请勿告诉他人。',
  bindWx: '【星衡时空】您正在绑定微信登录，验证码为 {code}，5 分钟内有效。请勿告诉他人。',
  bindQq: '【星衡时空】您正在绑定 QQ 登录，验证码为 {code}，5 分钟内有效。请勿告诉他人。',
};

/** The text of a code SMS for `purpose`. */
export function smsCodeText(purpose: SmsPurpose, code: string): string {
  return TEMPLATES[purpose].replace('{code}', code);
}

/** The notice sent instead of a login code to a phone that has no account (no code in it). */
export const NOT_REGISTERED_TEXT =
  '【星衡时空】该手机号尚未注册星衡时空账号，无法使用验证码登录。如需使用，请先注册。';

/**
 * The notice sent instead of a register code to a phone that has an account (no code in it): the
 * send answers as for a new phone, so it does not tell who is registered.
 */
export const ALREADY_REGISTERED_TEXT =
  '【星衡时空】该手机号已注册星衡时空账号，无需再次注册，请直接登录；如忘记密码，可在登录页找回。';

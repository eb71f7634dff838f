import { apiPost, type LoginResult, type SmsSendResult } from '@xingheng/shared';

/** Body of `POST /api/user/login/smsCodeLogin` (docs/api.md): `rand` is the captcha's `randstr`. */
export interface SmsCodeLoginInput {
  phone: string;
  code: string;
  ticket: string;
  rand: string;
}

/** Body of `POST /api/user/sms/sendLoginSms`: the phone and a passed captcha (`rand`: randstr). */
export interface SendLoginSmsInput {
  phone: string;
  ticket: string;
  rand: string;
}

/**
 * Sends a login code to `phone` after a passed captcha (docs/api.md "SMS codes", SPEC §5): silent
 * in the client (`silent`, like the login calls of SPEC §8), the form shows the `msg`.
 * @returns `{ resendInSec, expiresInSec }`
 * @throws ApiFailure 40001 bad phone, 40010 captcha invalid, 42900 / 42901 / 42902 send limits
 */
export function sendLoginSms(input: SendLoginSmsInput): Promise<SmsSendResult> {
  return apiPost<SmsSendResult>('/user/sms/sendLoginSms', input, { silent: true });
}

/**
 * SMS-code login (SPEC §7, §8): silent in the client (no toast), the form shows the `msg`.
 * @returns `{ token }`
 * @throws ApiFailure 40001, 40010 captcha invalid, 40020 wrong code, 40021 code expired or used,
 *   42900 too many attempts
 */
export function loginWithSmsCode(input: SmsCodeLoginInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/user/login/smsCodeLogin', input);
}

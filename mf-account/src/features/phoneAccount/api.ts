import {
  apiPost,
  type LoginResult,
  type PhoneRegisterInput,
  type ResetPasswordInput,
  type SmsSendResult,
  type SmsTicketPurpose,
  type SmsTicketResult,
} from '@xingheng/shared';

/** Body of the send calls: the phone and the passed captcha (`rand` is its `randstr`). */
export interface SmsSendInput {
  phone: string;
  ticket: string;
  rand: string;
}

/** Body of `POST /api/user/register/verifySmsCode`. */
export interface VerifySmsCodeInput {
  phone: string;
  code: string;
  purpose: SmsTicketPurpose;
}

// Every call is silent in the client (no toast): the forms show the API's `msg` inline (SPEC §8).
const silent = { silent: true };

/**
 * Sends a register code (docs/api.md "Registration and password reset").
 * @returns `{ resendInSec: 60, expiresInSec: 300 }`
 * @throws ApiFailure 40010 captcha, 40040 phone already registered, 42900 / 42901 / 42902 limits
 */
export function sendRegisterSms(input: SmsSendInput): Promise<SmsSendResult> {
  return apiPost<SmsSendResult>('/user/sms/sendRegisterSms', input, silent);
}

/**
 * Sends a password-reset code (a phone without an account gets a notice, same answer).
 * @returns `{ resendInSec: 60, expiresInSec: 300 }`
 * @throws ApiFailure 40010 captcha, 42900 / 42901 / 42902 limits
 */
export function sendResetPwdSms(input: SmsSendInput): Promise<SmsSendResult> {
  return apiPost<SmsSendResult>('/user/sms/sendResetPwdSms', input, silent);
}

/**
 * Trades the code for an SMS ticket, used once by `phoneRegister` or `resetPassword` within 10
 * minutes.
 * @returns `{ smsTicket, expiresInSec: 600 }`
 * @throws ApiFailure 40020 wrong code (tries left in `msg`), 40021 expired / used / voided
 */
export function verifySmsCode(input: VerifySmsCodeInput): Promise<SmsTicketResult> {
  return apiPost<SmsTicketResult>('/user/register/verifySmsCode', input, silent);
}

/**
 * Creates the account and logs in (SPEC §7 `phoneRegister`).
 * @returns `{ token }`
 * @throws ApiFailure 40001 password or consent, 40022 ticket expired, 40040 phone registered
 */
export function phoneRegister(input: PhoneRegisterInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/user/register/phoneRegister', input, silent);
}

/**
 * Sets a new password; every session of the account ends (SPEC §7 `resetPassword`).
 * @throws ApiFailure 40001 password, 40022 ticket expired
 */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return apiPost<null>('/user/register/resetPassword', input, silent);
}

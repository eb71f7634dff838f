import type { IdentityStatus } from './identity';

/**
 * Wire types of registration and password reset (docs/api.md "Registration and password reset",
 * SPEC §7 `/api/user/register/*`, `/api/user/info`).
 */

/** What an SMS code was sent for, in the flows that trade it for an `smsTicket`. */
export type SmsTicketPurpose = 'register' | 'reset';

/**
 * Answer of `POST /api/user/register/verifySmsCode`: proof that the phone received the code, taken
 * once by `phoneRegister` or `resetPassword` within `expiresInSec` (600 s).
 */
export interface SmsTicketResult {
  smsTicket: string;
  expiresInSec: number;
}

/** Body of `POST /api/user/register/phoneRegister`. */
export interface PhoneRegisterInput {
  phone: string;
  smsTicket: string;
  password: string;
  /** Consent to the terms of use and the privacy policy (must be true). */
  agree: true;
}

/** Body of `POST /api/user/register/resetPassword`. */
export interface ResetPasswordInput {
  phone: string;
  smsTicket: string;
  password: string;
}

/** Answer of `GET /api/user/info`: the logged-in person's profile. */
export interface UserProfile {
  /** Masked for display, `138****0000`. */
  phoneMasked: string;
  nickname: string;
  /** Registration date, `YYYY-MM-DD` (Beijing time). */
  registeredAt: string;
  /** Identity verification (docs/api.md "Identity verification"). */
  identityStatus: IdentityStatus;
}

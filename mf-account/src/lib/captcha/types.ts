import type { CaptchaResult } from '@xingheng/shared';

/**
 * A captcha service the login page asks before a password login (SPEC §5).
 * `verify()` resolves `{ ret, ticket, randstr }`: `ret` 0 = passed (ticket and randstr filled),
 * 2 = closed by the user, -1 = the captcha could not load. It never rejects.
 */
export interface CaptchaProvider {
  verify(): Promise<CaptchaResult>;
}

/** The result used when a captcha is closed by the user (Tencent's code: `ret` 2). */
export const CAPTCHA_CLOSED: CaptchaResult = { ret: 2, ticket: '', randstr: '' };

/** The result used when a captcha could not be loaded or shown (`ret` -1). */
export const CAPTCHA_UNAVAILABLE: CaptchaResult = { ret: -1, ticket: '', randstr: '' };

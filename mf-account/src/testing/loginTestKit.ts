/**
 * The setup every login and account-form test of mf-account shares: a captcha that passes and
 * the user-info call answered at the axios instance (the network boundary). Tests only.
 */
import { AxiosHeaders } from 'axios';
import { loadApiClient, type UserInfo } from '@xingheng/shared';
import type { CaptchaProvider } from '../lib/captcha/types';

/** The answer of a captcha the visitor passed. */
const PASSED = { ret: 0, ticket: 'tk-1', randstr: 'rs-1' };

/** What a call sends for the captcha `passingCaptcha()` passed: its `ticket` and `rand`. */
export const PASSED_TICKET = { ticket: PASSED.ticket, rand: PASSED.randstr };

/**
 * A captcha whose `verify` is a jest mock that always passes.
 * @returns a fresh provider per call (its mock counts only that test's calls)
 */
export function passingCaptcha(): CaptchaProvider {
  return { verify: jest.fn(async () => PASSED) };
}

/**
 * Answers every GET of the site's axios instance with `user` (getUserInfo after a login) before
 * each test of the calling file, and restores all mocks after each. Call at the top level of a
 * test file.
 * @param user the user info the server returns
 */
export function answerUserInfoInEachTest(user: UserInfo): void {
  beforeEach(async () => {
    jest.spyOn(await loadApiClient(), 'get').mockResolvedValue({
      data: { code: 0, msg: 'ok', data: user },
      status: 200,
      statusText: 'OK',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
  });
  afterEach(() => jest.restoreAllMocks());
}

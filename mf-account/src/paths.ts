import { LINKS } from '@xingheng/shared';

/**
 * mf-account's addresses (SPEC §2): the URL patterns its router matches and the links it builds.
 * The one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these.
 * The pages other sections link to (login, registration) are spelled once in the links of
 * `@xingheng/shared`, and so are the pages of other sections mf-account links to.
 */
export const paths = {
  /** Password login behind a captcha; query `redirect` (a same-site path). */
  login: LINKS.login,
  /** Registration by phone, SMS code and password; query `redirect` like login. */
  register: LINKS.register,
  /** Forgotten password: phone, SMS code, new password. */
  resetPassword: '/user/pwd',
  /** Identity verification (实名认证), personal or enterprise; logged-in users only. */
  identity: '/user/auth',
} as const;

/**
 * Addresses of other sections that mf-account links to (SPEC §2): the home page, and the terms of
 * use and privacy policy a registration agrees to.
 */
export const sitePaths = {
  home: LINKS.home,
  termsOfUse: LINKS.termsOfUse,
  privacyPolicy: LINKS.privacyPolicy,
} as const;

/**
 * The login page, optionally sending the user on to `redirect` after a successful login (SPEC §4):
 * other sections link to it too, so it is written once in `@xingheng/shared`.
 */
export { loginPath } from '@xingheng/shared';

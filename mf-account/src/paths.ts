/**
 * mf-account's addresses (SPEC §2): the URL patterns its router matches and the links it builds.
 * The one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these.
 */
export const paths = {
  /** Password login behind a captcha; query `redirect` (a same-site path). */
  login: '/login',
  /** Registration by phone, SMS code and password; query `redirect` like login. */
  register: '/user/register',
  /** Forgotten password: phone, SMS code, new password. */
  resetPassword: '/user/pwd',
  /** Identity verification (实名认证), personal or enterprise; logged-in users only. */
  identity: '/user/auth',
} as const;

/**
 * Addresses of other sections that mf-account links to (SPEC §2): the home page, and the terms of
 * use (`/support/details/10`) and privacy policy (`/support/details/9`) a registration agrees to.
 */
export const sitePaths = {
  home: '/',
  termsOfUse: '/support/details/10',
  privacyPolicy: '/support/details/9',
} as const;

/**
 * The login page, optionally sending the user on to `redirect` after a successful login (SPEC §4).
 * @param redirect a same-site path, e.g. `/user/pwd?x=1` (the page ignores anything else)
 * @returns e.g. `/login` or `/login?redirect=%2Fuser%2Fpwd%3Fx%3D1`
 */
export function loginPath(redirect?: string): string {
  return redirect === undefined
    ? paths.login
    : `${paths.login}?${new URLSearchParams({ redirect }).toString()}`;
}

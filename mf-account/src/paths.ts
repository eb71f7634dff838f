/**
 * mf-account's addresses (SPEC §2): the URL patterns its router matches and the links it builds.
 * The one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these.
 */
export const paths = {
  /** Password login behind a captcha; query `redirect` (a same-site path). */
  login: '/login',
} as const;

/**
 * Addresses mf-account links to that it does not serve yet, or that other sections own (SPEC §2):
 * registration and password recovery are `/user/*` pages of this remote still to ship.
 */
export const sitePaths = {
  home: '/',
  register: '/user/register',
  resetPassword: '/user/pwd',
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

import Cookies from 'js-cookie';
import { AUTH_COOKIE } from '../config/site';
import { getSiteConfig } from '../config/runtime';

/**
 * The auth token cookie's attributes (SPEC §4, §9; docs/security.md): 12 hours, path `/`, on the
 * configured parent domain (no domain attribute on localhost, where `cookieDomain` is empty),
 * `SameSite=Lax` always (not sent on cross-site sub-requests and form posts), and `Secure` when
 * the page is served over HTTPS (never sent in clear text; on plain-HTTP development sites a
 * `Secure` cookie could not be stored at all).
 * @param protocol the page's `location.protocol`, e.g. `https:`
 * @param cookieDomain the site config's `cookieDomain` (`''` for none)
 * @returns the attributes for js-cookie
 */
export function tokenCookieAttributes(
  protocol: string,
  cookieDomain: string,
): Cookies.CookieAttributes {
  return {
    path: AUTH_COOKIE.path,
    expires: AUTH_COOKIE.hours / 24,
    sameSite: 'lax',
    ...(protocol === 'https:' ? { secure: true } : {}),
    ...(cookieDomain ? { domain: cookieDomain } : {}),
  };
}

function attributes(): Cookies.CookieAttributes {
  return tokenCookieAttributes(window.location.protocol, getSiteConfig().cookieDomain);
}

/** Reads the token, or `''` when there is none (logged out). Browser only. */
export function readTokenCookie(): string {
  return Cookies.get(AUTH_COOKIE.name) ?? '';
}

/** Stores the token for 12 hours. Browser only. */
export function writeTokenCookie(token: string): void {
  Cookies.set(AUTH_COOKIE.name, token, attributes());
}

/** Removes the token cookie (with the same path and domain it was written with). */
export function removeTokenCookie(): void {
  const { path, domain } = attributes();
  Cookies.remove(AUTH_COOKIE.name, { path, ...(domain ? { domain } : {}) });
}

/**
 * Reads the token from a `Cookie` request header (SPEC §4: on server-side start).
 * @param cookieHeader the raw header, e.g. `a=1; xh_token=abc`
 * @returns the token or `''`
 */
export function tokenFromCookieHeader(cookieHeader: string | undefined): string {
  if (!cookieHeader) return '';
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AUTH_COOKIE.name) return decodeURIComponent(rest.join('='));
  }
  return '';
}

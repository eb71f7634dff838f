import Cookies from 'js-cookie';
import { getSiteConfig } from '@xingheng/shared';
import {
  CANARY_BUCKET_COOKIE,
  parseCanaryBucket,
  parseVersionOverrides,
  VERSION_OVERRIDE_COOKIE,
} from '@xingheng/shared/registry';

/**
 * What decides which version of each remote this browser loads (docs/adr/0002-release-ledger.md
 * "Choice in the browser").
 */
export interface VisitorVersionContext {
  /** The visitor's canary bucket, 0–99. */
  bucket: number | undefined;
  /** Versions pinned by the `xh_remote_override` cookie, by remote name. */
  overrides: ReadonlyMap<string, string>;
}

/**
 * The cookie functions used here (js-cookie's by default; injectable for tests): `get(name)` →
 * the value or `undefined`, `set(name, value, attributes)`.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: Cookies.CookieAttributes): unknown;
}

/**
 * How long the bucket cookie lives, in days: a visitor keeps its bucket, so its versions, a year
 * (`canary`, docs/releasing.md).
 */
export const CANARY_BUCKET_DAYS = 365;

/**
 * Draws a canary bucket uniformly: `crypto.getRandomValues` when present, else `Math.random`.
 * @returns an integer 0–99
 */
export function drawCanaryBucket(): number {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') {
    // 65 500 is the largest multiple of 100 below 2^16: values above it would favour low buckets.
    const value = new Uint16Array(1);
    do cryptoApi.getRandomValues(value);
    while ((value[0] ?? 0) >= 65_500);
    return (value[0] ?? 0) % 100;
  }
  return Math.floor(Math.random() * 100);
}

/**
 * The visitor's canary bucket (`canary`, docs/releasing.md): the `xh_canary_bucket` cookie when it
 * holds 0–99; otherwise a new draw, stored for 365 days on path `/`, `SameSite=Lax`, `Secure` when
 * the page is served over HTTPS (like the token cookie, docs/security.md), on the runtime config's
 * `cookieDomain` when that is not empty. Same browser → same bucket → same versions on every
 * reload. Browser only; call after `setSiteConfig`.
 * @param cookies the cookie jar (js-cookie by default)
 * @param draw the random source (tests pass a fixed one)
 * @param protocol the page's `location.protocol` (default the browser's), e.g. `https:`
 * @returns the bucket, an integer 0–99
 */
export function readOrCreateCanaryBucket(
  cookies: CookieJar = Cookies,
  draw: () => number = drawCanaryBucket,
  protocol: string = window.location.protocol,
): number {
  const existing = parseCanaryBucket(cookies.get(CANARY_BUCKET_COOKIE));
  if (existing !== undefined) return existing;
  const bucket = draw();
  const domain = getSiteConfig().cookieDomain;
  cookies.set(CANARY_BUCKET_COOKIE, String(bucket), {
    expires: CANARY_BUCKET_DAYS,
    path: '/',
    sameSite: 'Lax',
    ...(protocol === 'https:' ? { secure: true } : {}),
    ...(domain ? { domain } : {}),
  });
  return bucket;
}

/**
 * Reads the version context of this browser once at start: the canary bucket (created when
 * missing) and the pinned versions of the `xh_remote_override` cookie (`mf-support@ver,…`).
 * @param cookies the cookie jar (js-cookie by default)
 * @returns `{ bucket, overrides }`
 */
export function readVisitorVersions(cookies: CookieJar = Cookies): VisitorVersionContext {
  return {
    bucket: readOrCreateCanaryBucket(cookies),
    overrides: parseVersionOverrides(cookies.get(VERSION_OVERRIDE_COOKIE)),
  };
}

import {
  CANARY_BUCKET_COOKIE,
  parseCanaryBucket,
  parseVersionOverrides,
  VERSION_OVERRIDE_COOKIE,
  versionCandidates,
  type Registry,
  type RemoteRecord,
} from '@xingheng/shared/registry';
import { AUTH_COOKIE } from '@xingheng/shared';

/**
 * Parses a `Cookie` header into name → value (values URI-decoded when they can be).
 * @param header the request's `Cookie` header, if any
 * @returns the cookies; a malformed part is skipped
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      cookies.set(name, part.slice(eq + 1).trim());
    }
  }
  return cookies;
}

/** The versions a visitor gets for one page, as the browser will pick them. */
export interface VisitorVersions {
  /** The token cookie (SPEC §4), `''` for an anonymous visitor. */
  token: string;
  /** `Set-Cookie` values: the canary bucket drawn for a new visitor while a canary runs. */
  setCookies: string[];
  /**
   * The owning remote at this visitor's version (`undefined` for a path no remote owns); `null`
   * when the remote has no version to offer (the page is rendered in the browser).
   */
  remote: { name: string; version: string; entry: string } | null | undefined;
}

/**
 * Picks the owning remote's version for this visitor as the browser will (docs/releasing.md): a
 * pinned version (override cookie), else the canary when the visitor's bucket falls in it, else
 * the active version. A visitor without a bucket while a canary runs gets one drawn here, sent back
 * as a cookie, so that the server's HTML and the browser's code are the same version. The cookie
 * is the browser's (shell/src/federation/visitorVersions.ts): a year, path `/`, `SameSite=Lax`,
 * the site's cookie domain, and `Secure` when the site is served over HTTPS.
 * @param cookieHeader the request's `Cookie` header
 * @param registry the served registry (for the cookie domain)
 * @param owner the remote that owns the path, if any
 * @param drawBucket draws a canary bucket 0–99 (tests pass a fixed one)
 * @param secure whether the page is served over HTTPS (the public origin's scheme)
 * @returns token, cookies to set and the remote version
 */
export function visitorVersions(
  cookieHeader: string | undefined,
  registry: Registry,
  owner: RemoteRecord | undefined,
  drawBucket: () => number,
  secure = false,
): VisitorVersions {
  const cookies = parseCookies(cookieHeader);
  const token = cookies.get(AUTH_COOKIE.name) ?? '';
  const setCookies: string[] = [];
  if (!owner) return { token, setCookies, remote: undefined };
  let bucket = parseCanaryBucket(cookies.get(CANARY_BUCKET_COOKIE));
  if (bucket === undefined && owner.canary) {
    bucket = drawBucket();
    const domain = registry.site.cookieDomain;
    setCookies.push(
      `${CANARY_BUCKET_COOKIE}=${bucket}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}${domain ? `; Domain=${domain}` : ''}`,
    );
  }
  const pinned = parseVersionOverrides(cookies.get(VERSION_OVERRIDE_COOKIE)).get(owner.name);
  const candidate = versionCandidates(owner, { bucket, ...(pinned ? { pinned } : {}) })[0];
  return {
    token,
    setCookies,
    remote: candidate
      ? { name: owner.name, version: candidate.version, entry: candidate.entry }
      : null,
  };
}

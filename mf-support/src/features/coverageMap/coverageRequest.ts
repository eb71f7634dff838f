import { coverageUrl, getSiteConfig } from '@xingheng/shared';

/** Drops the trailing slashes of a configured base (`/api/` and `/api` are the same base). */
function trimmed(base: string): string {
  return base.replace(/\/+$/, '');
}

/**
 * Whether the coverage host (SPEC §9) is this site's own API: then a coverage call can be made
 * through the shared client relative to its `apiBase`, which also works while the page renders on
 * the server (where the client is pointed at the API in process).
 * @returns true when `coverageHost` equals `apiBase` (trailing slashes aside)
 */
export function coverageHostIsSiteApi(): boolean {
  const { apiBase, coverageHost } = getSiteConfig();
  return trimmed(coverageHost) === trimmed(apiBase);
}

/**
 * The URL a coverage call hands the shared client (which puts `apiBase` in front of a relative URL
 * and sends an absolute one as is).
 * @param path the coverage path, e.g. `/coverage/regions`
 * @returns `path` itself when the coverage host is the site's API (`coverageHostIsSiteApi`); else
 *   the configured coverage URL, a site path such as `/coverage-api/v1` made absolute against the
 *   page's origin, another origin's URL as it is; `null` outside the browser, where the shared
 *   client is pointed at the site's API in process and there is no page origin (the page then
 *   asks in the browser)
 */
export function coverageRequestUrl(path: string): string | null {
  if (coverageHostIsSiteApi()) return path;
  if (typeof window === 'undefined') return null;
  return new URL(coverageUrl(path), window.location.origin).href;
}

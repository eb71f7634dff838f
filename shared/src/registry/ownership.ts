import type { RemoteRecord, RoutePrefix } from './schema';

/**
 * Route ownership (docs/adr/0001-runtime-registry.md): which remote owns a path. A prefix `/x/*`
 * owns `/x` and every path below it; any other prefix owns exactly that path. The most specific
 * prefix wins, so mf-order's `/productSolution/services/tryout/*` beats mf-marketing's
 * `/productSolution/*`.
 */

/** The prefix's path without the trailing `/*`, e.g. `/news/*` → `/news`. */
export function prefixBase(prefix: RoutePrefix): string {
  return prefix.endsWith('/*') ? prefix.slice(0, -2) : prefix;
}

/** True when `prefix` owns `pathname` (trailing slashes ignored, case-sensitive). */
export function prefixMatches(prefix: RoutePrefix, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const base = prefixBase(prefix);
  if (!prefix.endsWith('/*')) return path === base;
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Specificity for ordering: more path segments first; at equal depth an exact prefix beats a
 * splat one. Higher is more specific.
 */
export function prefixSpecificity(prefix: RoutePrefix): number {
  const segments = prefixBase(prefix).split('/').filter(Boolean).length;
  return segments * 2 + (prefix.endsWith('/*') ? 0 : 1);
}

/** One owned prefix with its remote. */
export interface PrefixOwnership {
  prefix: RoutePrefix;
  remote: RemoteRecord;
}

/**
 * Every owned prefix, most specific first (the order the shell matches them in).
 * @param remotes the registry's remotes
 */
export function orderedPrefixes(remotes: readonly RemoteRecord[]): PrefixOwnership[] {
  return remotes
    .flatMap((remote) => remote.prefixes.map((prefix) => ({ prefix, remote })))
    .sort((a, b) => prefixSpecificity(b.prefix) - prefixSpecificity(a.prefix));
}

/**
 * The owner of a path.
 * @param pathname a URL path such as `/productSolution/services/tryout/6`
 * @returns the most specific owning prefix and its remote, or `undefined` when no remote owns it
 *   (the shell then shows 404, and the server answers HTTP 404)
 */
export function ownerOf(
  pathname: string,
  remotes: readonly RemoteRecord[],
): PrefixOwnership | undefined {
  return orderedPrefixes(remotes).find(({ prefix }) => prefixMatches(prefix, pathname));
}

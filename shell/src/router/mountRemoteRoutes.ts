import type { RouteObject } from '@xingheng/shared/router';
import {
  ownerOf,
  prefixMatches,
  prefixSpecificity,
  type Registry,
  type RemoteRecord,
  type RoutePrefix,
} from '@xingheng/shared/registry';

/** A remote's routes grouped under the prefix of its that owns them. */
export interface PrefixGroup {
  prefix: RoutePrefix;
  routes: RouteObject[];
}

/**
 * Groups a remote's exposed routes by the prefix that owns each (one route per owned prefix:
 * docs/adr/0001-runtime-registry.md). A route whose path is not owned by this remote in the
 * registry (another remote's more specific prefix, or no prefix at all) is dropped and reported in
 * `rejected`.
 * @param remote the registry record of the remote
 * @param registry the whole registry (ownership is decided across all remotes)
 * @param routes the remote's `routes` (absolute paths)
 * @returns groups in the remote's prefix order (empty groups omitted) and the rejected paths
 */
export function groupRoutesByPrefix(
  remote: RemoteRecord,
  registry: Registry,
  routes: readonly RouteObject[],
): { groups: PrefixGroup[]; rejected: string[] } {
  const byPrefix = new Map<RoutePrefix, RouteObject[]>();
  const rejected: string[] = [];
  for (const route of routes) {
    const path = route.path ?? '';
    // Params and optional segments do not change ownership: test the static head of the path.
    const staticHead = path.split('/:')[0]?.replace(/\/\*$/, '') || '/';
    const owner = ownerOf(staticHead, registry.remotes);
    if (!path.startsWith('/') || owner?.remote.name !== remote.name) {
      rejected.push(path || '(无路径)');
      continue;
    }
    const prefix = [...remote.prefixes]
      .filter((p) => prefixMatches(p, staticHead))
      .sort((a, b) => prefixSpecificity(b) - prefixSpecificity(a))[0];
    // An exact prefix owns one path only: a splat or deeper route under it would answer paths the
    // server calls 404.
    if (!prefix || (!prefix.endsWith('/*') && path !== prefix)) {
      rejected.push(path);
      continue;
    }
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), route]);
  }
  const groups = remote.prefixes
    .filter((prefix) => byPrefix.has(prefix))
    .map((prefix) => ({ prefix, routes: byPrefix.get(prefix) ?? [] }));
  return { groups, rejected };
}

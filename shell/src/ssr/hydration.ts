import { matchRoutes, type RouteObject } from '@xingheng/shared/router';
import type { Registry } from '@xingheng/shared/registry';
import type { RemoteRoutesLoader, HydrationStart } from '../router/createShellRouter';
import { remotePrefixRoutes, shellRoutes } from '../router/createShellRouter';
import { reportPageError } from '../federation/pageErrors';
import { setRemoteState } from '../federation/remoteStatus';
import type { SsrPayload } from './ssrPayload';

/**
 * Prepares the browser router to hydrate a server-rendered page (docs/performance.md "Server
 * rendering"): loads the remote the server rendered (its manifest, entry and expose are already
 * being fetched: the page preloads them), builds its prefix routes, and resolves the lazy page
 * routes this URL matches, so the router's first render is the server's without a loader run or a
 * loading state.
 * @param registry the page's registry
 * @param payload the server's payload (`readSsrPayload`)
 * @param load the shell's shared remote loader (with its version fallback)
 * @param location the page's URL (`window.location`)
 * @returns the router's start, or `undefined` when the page must render afresh: the remote is not
 *   in the registry, the version that loaded is not the one the server rendered (it failed and
 *   the previous one was used), or the page's chunk failed or threw (reported: `reportPageError`)
 * @throws nothing: a remote or page chunk that cannot load gives `undefined` (the router then shows
 *   its section fallback as on any client-rendered page)
 */
export async function prepareHydration(
  registry: Registry,
  payload: SsrPayload,
  load: RemoteRoutesLoader,
  location: { pathname: string; search: string; hash: string },
): Promise<HydrationStart | undefined> {
  let remoteRoutes: RouteObject[] = [];
  if (payload.remote) {
    const rendered = payload.remote;
    const record = registry.remotes.find((remote) => remote.name === rendered.name);
    if (!record) return undefined;
    setRemoteState(record.name, { state: 'loading' });
    let loaded;
    try {
      loaded = await load(record);
    } catch {
      return undefined;
    }
    setRemoteState(record.name, { state: 'loaded', version: loaded.version });
    if (loaded.version !== rendered.version) return undefined;
    remoteRoutes = remotePrefixRoutes(record, registry, loaded.module);
  }
  // The matched routes' lazy modules (the page's chunk) are loaded now and merged in, as the
  // router would on a navigation; `matchRoutes` returns the very route objects of `remoteRoutes`.
  const matches = matchRoutes(shellRoutes(registry, remoteRoutes), location) ?? [];
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    try {
      Object.assign(route, await lazy());
    } catch (error) {
      // The page's chunk failed or threw: reported against the version, and the page renders
      // afresh, where the router's section error page handles it (reload once, then 该栏目暂时无法访问).
      if (payload.remote) reportPageError(payload.remote.name, error);
      return undefined;
    }
    delete route.lazy;
  }
  return { remoteRoutes, hydrationData: payload.hydrationData };
}

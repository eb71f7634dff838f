import { createBrowserRouter, type RouteObject } from 'react-router';
import { ownerOf, type Registry, type RemoteRecord } from '@xingheng/shared/registry';
import { ShellLayout } from '../layout/ShellLayout';
import { PageLoading } from '../pages/PageLoading';
import { markNavigationFailed } from '../layout/NavigationProgress';
import { RemoteLoadError } from '../federation/loadRemoteRoutes';
import type { LoadedRemote } from '../federation/loadWithFallback';
import { setRemoteState } from '../federation/remoteStatus';
import { groupRoutesByPrefix } from './mountRemoteRoutes';
import { RemoteSection } from './RemoteSection';
import { SectionError } from './SectionError';
import { UnmatchedRoute } from './UnmatchedRoute';
import { RootErrorPage } from './RootErrorPage';
import { rootLoader, shouldRevalidateRoot } from './rootLoader';

/** Route id of the root layout route: remotes' prefix routes are patched in under it. */
export const ROOT_ROUTE_ID = 'root';

/**
 * Loader of a remote's route group: resolves `{ module, version }` (the version that loaded),
 * rejects (preferably with a `RemoteLoadError`) when the remote cannot be loaded. The browser uses
 * `loadRemoteWithFallback`; tests pass a fake.
 */
export type RemoteRoutesLoader = (remote: RemoteRecord) => Promise<LoadedRemote>;

/**
 * The shell's route tree before any remote is loaded: the root layout (header, footer, progress)
 * with the catch-all route only.
 */
export function shellRoutes(registry: Registry): RouteObject[] {
  return [
    {
      // Pathless: on its own it never matches, so `/` reaches the catch-all (a splat match) and
      // lazy discovery runs for it like for any other path.
      id: ROOT_ROUTE_ID,
      Component: ShellLayout,
      loader: rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      errorElement: <RootErrorPage />,
      HydrateFallback: PageLoading,
      children: [{ path: '*', element: <UnmatchedRoute registry={registry} /> }],
    },
  ];
}

/**
 * Lazy route discovery (docs/adr/0001-runtime-registry.md): on the first navigation into a prefix,
 * the owning remote is loaded and one route per owned prefix is patched under the root. The loaded
 * version is recorded (`getRemoteState`, `window.__XH_REMOTE_VERSIONS__`). A remote that fails
 * (every candidate version: docs/adr/0002-release-ledger.md) is marked failed: the catch-all then
 * shows its section fallback, and nothing else is affected.
 * @param registry the validated registry
 * @param load loads a remote's route group and tells which version loaded
 * @returns a `patchRoutesOnNavigation` implementation for `createBrowserRouter`
 */
export function remoteRouteDiscovery(registry: Registry, load: RemoteRoutesLoader) {
  // One load per remote; its prefix routes (undefined when it failed) are patched by every
  // navigation that waited for it: react-router ignores `patch` from a navigation that was
  // interrupted meanwhile, and patching the same route ids again is a no-op.
  const pending = new Map<string, Promise<RouteObject[] | undefined>>();

  async function mount(remote: RemoteRecord): Promise<RouteObject[] | undefined> {
    setRemoteState(remote.name, { state: 'loading' });
    try {
      const { module: mod, version } = await load(remote);
      const { groups, rejected } = groupRoutesByPrefix(remote, registry, mod.routes);
      if (rejected.length) {
        console.warn(`[shell] ${remote.name} 暴露了不属于它的路由，已忽略：${rejected.join(', ')}`);
      }
      setRemoteState(remote.name, { state: 'loaded', version });
      return groups.map(({ prefix, routes }) => ({
        id: `${remote.name}:${prefix}`,
        element: <RemoteSection Providers={mod.Providers} />,
        errorElement: <SectionError remoteName={remote.name} />,
        children: routes,
      }));
    } catch (error) {
      const kind = error instanceof RemoteLoadError ? error.kind : 'module';
      const message = error instanceof Error ? error.message : String(error);
      setRemoteState(remote.name, { state: 'failed', kind, message });
      markNavigationFailed();
      console.error(
        `[shell] 远程应用 ${remote.name} 无可用版本，显示栏目降级页（${kind}）：${message}`,
      );
      return undefined;
    }
  }

  return async function patchRoutesOnNavigation({
    path,
    patch,
  }: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
  }): Promise<void> {
    const pathname = path.split(/[?#]/)[0] ?? '/';
    const owner = ownerOf(pathname, registry.remotes);
    if (!owner) return;
    const { remote } = owner;
    let mounting = pending.get(remote.name);
    if (!mounting) {
      mounting = mount(remote);
      pending.set(remote.name, mounting);
    }
    const prefixRoutes = await mounting;
    if (prefixRoutes) patch(ROOT_ROUTE_ID, prefixRoutes);
  };
}

/**
 * Creates the shell's browser router.
 * @param registry the validated runtime registry
 * @param load the remote loader (the browser's: `loadRemoteWithFallback` with the visitor's
 *   bucket and pinned versions)
 */
export function createShellRouter(registry: Registry, load: RemoteRoutesLoader) {
  return createBrowserRouter(shellRoutes(registry), {
    patchRoutesOnNavigation: remoteRouteDiscovery(registry, load),
  });
}

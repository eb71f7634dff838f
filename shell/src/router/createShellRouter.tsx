import {
  createBrowserRouter,
  type HydrationState,
  type RouteObject,
} from '@xingheng/shared/router';
import type { RemoteRoutesModule } from '@xingheng/shared';
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

/** Route id of the catch-all (404 page, section fallbacks). */
export const UNMATCHED_ROUTE_ID = 'unmatched';

/**
 * Loader of a remote's route group: resolves `{ module, version }` (the version that loaded),
 * rejects (preferably with a `RemoteLoadError`) when the remote cannot be loaded. The browser uses
 * `loadRemoteWithFallback`; tests pass a fake.
 */
export type RemoteRoutesLoader = (remote: RemoteRecord) => Promise<LoadedRemote>;

/**
 * The shell's route tree: the root layout (header, footer, progress) with the catch-all route, and
 * the prefix routes of remotes already loaded (none in a browser that discovers them on
 * navigation; the owning remote's in a server render and in the hydration that follows it). Every
 * route has an explicit id, so the server's loader data names routes as the browser does.
 * @param registry the validated registry
 * @param remoteRoutes prefix routes of `remotePrefixRoutes`, placed before the catch-all
 */
export function shellRoutes(
  registry: Registry,
  remoteRoutes: readonly RouteObject[] = [],
): RouteObject[] {
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
      children: [
        ...remoteRoutes,
        { id: UNMATCHED_ROUTE_ID, path: '*', element: <UnmatchedRoute registry={registry} /> },
      ],
    },
  ];
}

/**
 * The routes a loaded remote adds under the root: one route per owned prefix (id
 * `<remote>:<prefix>`), rendering the remote's `Providers` around its pages, with the section
 * error page. Paths the remote exposes but does not own are dropped with a console warning.
 * @param remote the registry record
 * @param registry the whole registry (ownership)
 * @param mod the remote's `./routes` module
 * @returns the prefix routes, in the remote's prefix order
 */
export function remotePrefixRoutes(
  remote: RemoteRecord,
  registry: Registry,
  mod: RemoteRoutesModule,
): RouteObject[] {
  const { groups, rejected } = groupRoutesByPrefix(remote, registry, mod.routes);
  if (rejected.length) {
    console.warn(`[shell] ${remote.name} 暴露了不属于它的路由，已忽略：${rejected.join(', ')}`);
  }
  return groups.map(({ prefix, routes }) => ({
    id: `${remote.name}:${prefix}`,
    element: <RemoteSection Providers={mod.Providers} />,
    errorElement: <SectionError remoteName={remote.name} />,
    children: routes,
  }));
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
      const routes = remotePrefixRoutes(remote, registry, mod);
      setRemoteState(remote.name, { state: 'loaded', version });
      return routes;
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

/** What a browser router starts with after a server render (docs/performance.md). */
export interface HydrationStart {
  /** Prefix routes of the remote the server rendered, its page routes already resolved. */
  remoteRoutes: RouteObject[];
  /** The server's loader data and errors, by route id. */
  hydrationData: HydrationState;
}

/**
 * Creates the shell's browser router.
 * @param registry the validated runtime registry
 * @param load the remote loader (the browser's: `loadRemoteWithFallback` with the visitor's
 *   bucket and pinned versions)
 * @param hydration after a server render: the owning remote's routes and the server's data, so
 *   the first render matches the server's HTML without running a loader again
 */
export function createShellRouter(
  registry: Registry,
  load: RemoteRoutesLoader,
  hydration?: HydrationStart,
) {
  return createBrowserRouter(shellRoutes(registry, hydration?.remoteRoutes), {
    patchRoutesOnNavigation: remoteRouteDiscovery(registry, load),
    ...(hydration ? { hydrationData: hydration.hydrationData } : {}),
  });
}

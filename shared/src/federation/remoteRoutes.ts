import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from '@xingheng/shared/router';

/**
 * What a route folder's `index.ts` exports (STYLE "Our layout"): the page and, when it reads data,
 * its loader (SPEC §2 pages that need the API) and its own error boundary. The route's `handle` is
 * not the page's: it is set before the page loads (`RemoteRouteHandle`), and react-router ignores
 * a lazy value for a property the route already has.
 */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

/**
 * One page of a remote: its absolute URL pattern (from the remote's `paths.ts`), the name of its
 * chunk and the dynamic import of its route folder, e.g.
 * `{ path: paths.payoff, chunk: 'order-payoff', load: () => import('../routes/order/payoff') }`.
 * The name is written only here: the build gives the `import()` in `load` this name as its chunk
 * name (tools/webpack/routeChunkNameLoader.cjs), so `chunk` must be a string literal of
 * lower-case words and `-`; the production build lists each chunk's files in `route-chunks.json`
 * and fails when a page import has no name (tools/webpack/RouteChunksPlugin.cjs).
 */
export interface PageRoute {
  path: string;
  chunk: string;
  load: () => Promise<PageModule>;
  /**
   * Who can open the page (`PageAudience`); the budget test of every public route measures the
   * public ones (with `xingheng.routeSamples` for a parameter, as `verify` does) and checks that
   * the server sends an anonymous visitor of the others to `/login`.
   */
  audience: PageAudience;
  /**
   * `chart`: the page draws a chart whose library and map data load once the page is hydrated
   * (issue 24: the page within 250 KB until then, 450 KB in all). Omitted: 250 KB in all.
   */
  budget?: PageBudgetKind;
}

/**
 * Who can open a page (SPEC §2 "A guard sends anonymous visitors of a protected page to
 * `/login`"): `public`, anyone; `signedIn`, the server answers an anonymous visitor with a 302 to
 * `/login?redirect=` (`RequireAuth`).
 */
export type PageAudience = 'public' | 'signedIn';

/** A page's JavaScript budget (`PageRoute.budget`): `chart` for the map pages, else `page`. */
export type PageBudgetKind = 'page' | 'chart';

/** The `handle` of a remote's page route before (and after) its module is loaded. */
export interface RemoteRouteHandle {
  /** The page's chunk name, the key of the remote's `route-chunks.json`. */
  chunk: string;
  /** Who can open the page (`PageRoute.audience`). */
  audience: PageAudience;
  /** The page's JavaScript budget (`PageRoute.budget`; omitted: `page`). */
  budget?: PageBudgetKind;
}

/**
 * The chunk name of a remote's page route (`defineRemoteRoutes`).
 * @param route a matched route object
 * @returns the name, or `undefined` for a route that is not a remote page
 */
export function routeChunkOf(route: RouteObject): string | undefined {
  const handle = route.handle as Partial<RemoteRouteHandle> | undefined;
  return typeof handle?.chunk === 'string' ? handle.chunk : undefined;
}

/** Keeps only what the page module defines, so a lazy route never sets a property to undefined. */
function routeProps({ Component, loader, ErrorBoundary }: PageModule) {
  return {
    Component,
    ...(loader ? { loader } : {}),
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
  };
}

/**
 * Builds a remote's route group, the `routes` of `RemoteRoutesModule` (every remote's
 * `exposes/routes.tsx` is written with it, docs/adr/0001-runtime-registry.md). Each page is a
 * lazy route: its module is imported on the first navigation to it, so it is its own chunk, and
 * the shell's error pages handle a loader's thrown 404/500 (SPEC §2).
 * @param pages the remote's pages, absolute paths, in the order the shell should match them
 * @returns one route object per page, `{ id, path, handle: { chunk }, lazy }`; the id is the path
 *   pattern, so the server's render and the browser's hydration name a page's loader data the same
 *   way (docs/performance.md "Server rendering")
 */
export function defineRemoteRoutes(pages: readonly PageRoute[]): RouteObject[] {
  return pages.map(({ path, chunk, load, audience, budget }) => ({
    id: path,
    path,
    handle: { chunk, audience, ...(budget ? { budget } : {}) } satisfies RemoteRouteHandle,
    lazy: async () => routeProps(await load()),
  }));
}

/**
 * The file next to a remote version's manifest that lists each page chunk's files, written by the
 * production build (tools/webpack/RouteChunksPlugin.cjs, which names it too).
 */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The file next to a remote version's manifest that lists its page routes without running any of
 * its code (`RoutePathsFile`), written by `npm run build` (release/src/build/routePaths.ts): link
 * prefetch reads it instead of loading the remote (docs/performance.md "Link prefetch").
 */
export const ROUTE_PATHS_FILE = 'route-paths.json';

/**
 * The content of `route-paths.json`: each page route's path pattern and chunk name, in the order of
 * the remote's `routes`, and the files (relative to the version folder) that load the remote's
 * `./routes` expose: its `remoteEntry.js` and the expose's own chunks.
 */
export interface RoutePathsFile {
  schemaVersion: 1;
  entry: string[];
  routes: RoutePathEntry[];
}

/** One page route of `route-paths.json`: the route's pattern, chunk and `RemoteRouteHandle`. */
export interface RoutePathEntry {
  path: string;
  chunk: string;
  audience: PageAudience;
  budget?: PageBudgetKind;
}

/**
 * The handle of a remote's page route (`defineRemoteRoutes`).
 * @param route a matched route object
 * @returns the handle, or `undefined` for a route that is not a remote page
 */
export function remoteRouteHandleOf(route: RouteObject): RemoteRouteHandle | undefined {
  const handle = route.handle as Partial<RemoteRouteHandle> | undefined;
  if (typeof handle?.chunk !== 'string') return undefined;
  if (handle.audience !== 'public' && handle.audience !== 'signedIn') return undefined;
  return handle as RemoteRouteHandle;
}

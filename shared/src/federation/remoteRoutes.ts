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
}

/** The `handle` of a remote's page route before (and after) its module is loaded. */
export interface RemoteRouteHandle {
  /** The page's chunk name, the key of the remote's `route-chunks.json`. */
  chunk: string;
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
  return pages.map(({ path, chunk, load }) => ({
    id: path,
    path,
    handle: { chunk } satisfies RemoteRouteHandle,
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
  routes: { path: string; chunk: string }[];
}

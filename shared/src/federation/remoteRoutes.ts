import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * What a route folder's `index.ts` exports (STYLE "Our layout"): the page and, when it reads data,
 * its loader (SPEC §2 pages that need the API), its own error boundary and its route `handle`.
 */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
  handle?: unknown;
}

/**
 * One page of a remote: its absolute URL pattern (from the remote's `paths.ts`) and the dynamic
 * import of its route folder, e.g. `{ path: paths.payoff, load: () => import('../routes/order/payoff') }`.
 */
export interface PageRoute {
  path: string;
  load: () => Promise<PageModule>;
}

/** Keeps only what the page module defines, so a lazy route never sets a property to undefined. */
function routeProps({ Component, loader, ErrorBoundary, handle }: PageModule) {
  return {
    Component,
    ...(loader ? { loader } : {}),
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
    ...(handle === undefined ? {} : { handle }),
  };
}

/**
 * Builds a remote's route group, the `routes` of `RemoteRoutesModule` (every remote's
 * `exposes/routes.tsx` is written with it, docs/adr/0001-runtime-registry.md). Each page is a
 * lazy route: its module is imported on the first navigation to it, so it is its own chunk, and
 * the shell's error pages handle a loader's thrown 404/500 (SPEC §2).
 * @param pages the remote's pages, absolute paths, in the order the shell should match them
 * @returns one route object per page, `{ id, path, lazy }`; the id is the path pattern, so the
 *   server's render and the browser's hydration name a page's loader data the same way
 *   (docs/performance.md "Server rendering")
 */
export function defineRemoteRoutes(pages: readonly PageRoute[]): RouteObject[] {
  return pages.map(({ path, load }) => ({
    id: path,
    path,
    lazy: async () => routeProps(await load()),
  }));
}

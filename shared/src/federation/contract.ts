import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from '@xingheng/shared/router';

/**
 * What every remote exposes as `./routes` (docs/adr/0001-runtime-registry.md): its route group.
 * - `routes`: route objects with absolute paths, each under one of the remote's registry prefixes
 *   (the shell mounts each under the prefix that owns it and drops, with a console warning, any
 *   route outside them). Pages use `lazy` so each page is its own chunk.
 * - `Providers`: wraps the remote's pages, rendered inside the section's Suspense boundary: its
 *   own antd ConfigProvider with the site theme and `zh_CN`. Pass `LazyAppProviders` from
 *   `@xingheng/shared/ui` (antd loads with the first page, not with the route list), or
 *   `PlainProviders` when the pages that use antd wrap themselves in `withAppProviders`
 *   (mf-marketing; docs/performance.md "Small pages").
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  Providers: ComponentType<{ children: ReactNode }>;
}

/**
 * The federation container name of a remote: registry names use dashes (`mf-order`), container
 * names must be identifiers (`mf_order`). Mirrors `federationName` in `sharedDeps.cjs`, which the
 * webpack configs use at build time.
 */
export function federationName(remoteName: string): string {
  return remoteName.replace(/-/g, '_');
}

/** The federation module id of a remote's route group, e.g. `mf_order/routes`. */
export function routesModuleId(remoteName: string): string {
  return `${federationName(remoteName)}/routes`;
}

import type { RouteObject } from 'react-router';

/**
 * mf-marketing's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`, issue #2 §3).
 * Each page is lazy (its own chunk) and returns `{ Component, loader }`.
 * - `/` home page (SPEC §2): loader data `HomeData` (banners, services, hardware, news; `null`
 *   per section on failure).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      const { Component, loader } = await import('../routes/home');
      return { Component, loader };
    },
  },
];

export { AppProviders as Providers } from '@xingheng/shared/ui';

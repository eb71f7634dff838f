import type { RouteObject } from 'react-router';

/**
 * mf-support's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`). SPEC §2: `/support/details/{id?}` — the policy documents (9 隐私政策,
 * 10 用户协议) or, without an id, their overview. The page and its loader load on demand in their
 * own chunk; a 404/500 thrown by the loader is shown by the shell's error pages.
 */
export const routes: RouteObject[] = [
  {
    path: '/support/details/:id?',
    lazy: async () => {
      const [{ SupportDetailsPage }, { detailsLoader }] = await Promise.all([
        import(/* webpackChunkName: "support-details" */ '../routes/details/SupportDetailsPage'),
        import(/* webpackChunkName: "support-details" */ '../routes/details/detailsLoader'),
      ]);
      return { Component: SupportDetailsPage, loader: detailsLoader };
    },
  },
];

export { AppProviders as Providers } from '@xingheng/shared/ui';

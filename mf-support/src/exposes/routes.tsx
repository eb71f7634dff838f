import { defineRemoteRoutes } from '@xingheng/shared';
import { paths } from '../paths';

/**
 * mf-support's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`). SPEC §2: `/support/details/{id?}` — the policy documents (9 隐私政策,
 * 10 用户协议) or, without an id, their overview. The page and its loader load on demand in their
 * own chunk; a 404/500 thrown by the loader is shown by the shell's error pages.
 */
export const routes = defineRemoteRoutes([
  {
    path: paths.details,
    load: () => import(/* webpackChunkName: "support-details" */ '../routes/support/details/$id'),
  },
]);

export { AppProviders as Providers } from '@xingheng/shared/ui';

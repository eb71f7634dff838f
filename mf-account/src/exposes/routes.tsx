import { defineRemoteRoutes } from '@xingheng/shared';
import { paths } from '../paths';

/**
 * mf-account's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`); each page loads on demand in its own chunk.
 * - `/login`: password login behind a slider captcha (SPEC §2, §5)
 */
export const routes = defineRemoteRoutes([
  {
    path: paths.login,
    load: () => import(/* webpackChunkName: "account-login" */ '../routes/login'),
  },
]);

/** The antd theme and `zh_CN` locale around this remote's pages. */
export { AppProviders as Providers } from '@xingheng/shared/ui';

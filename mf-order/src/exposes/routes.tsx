import { defineRemoteRoutes } from '@xingheng/shared';
import { paths } from '../paths';

/**
 * mf-order's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`). SPEC §2: the pay result pages `/order/payoff` (支付成功) and
 * `/order/payError` (支付未完成); each page loads on demand in its own chunk.
 */
export const routes = defineRemoteRoutes([
  {
    path: paths.payoff,
    load: () => import(/* webpackChunkName: "order-payoff" */ '../routes/order/payoff'),
  },
  {
    path: paths.payError,
    load: () => import(/* webpackChunkName: "order-pay-error" */ '../routes/order/payError'),
  },
]);

export { AppProviders as Providers } from '@xingheng/shared/ui';

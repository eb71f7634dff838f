import { defineRemoteRoutes } from '@xingheng/shared';
import { paths } from '../paths';

/**
 * mf-order's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`). SPEC §2, all for logged-in users; each page loads on demand in its own
 * chunk:
 * - `/productSolution/services/tryout/{id?}` 免费试用 → `/order/trySuccess` 试用开通成功
 * - `/order` 购买服务 (also renewal and expansion), `/order/shopOrder` 购买硬件
 * - `/order/payment` 支付订单 → `/order/wxPay` 微信扫码支付
 * - `/order/payoff` 支付成功, `/order/payError` 支付未完成
 */
export const routes = defineRemoteRoutes([
  {
    path: paths.tryout,
    chunk: 'order-tryout',
    audience: 'signedIn',
    load: () => import('../routes/productSolution/services/tryout/$id'),
  },
  {
    path: paths.trySuccess,
    chunk: 'order-try-success',
    audience: 'signedIn',
    load: () => import('../routes/order/trySuccess'),
  },
  {
    path: paths.serviceOrder,
    chunk: 'order-service',
    audience: 'signedIn',
    load: () => import('../routes/order'),
  },
  {
    path: paths.shopOrder,
    chunk: 'order-shop',
    audience: 'signedIn',
    load: () => import('../routes/order/shopOrder'),
  },
  {
    path: paths.payment,
    chunk: 'order-payment',
    audience: 'signedIn',
    load: () => import('../routes/order/payment'),
  },
  {
    path: paths.wxPay,
    chunk: 'order-wx-pay',
    audience: 'signedIn',
    load: () => import('../routes/order/wxPay'),
  },
  {
    path: paths.payoff,
    chunk: 'order-payoff',
    audience: 'signedIn',
    load: () => import('../routes/order/payoff'),
  },
  {
    path: paths.payError,
    chunk: 'order-pay-error',
    audience: 'signedIn',
    load: () => import('../routes/order/payError'),
  },
]);

/** antd's providers load with the first page, not with the route list (prefetch runs the list). */
export { LazyAppProviders as Providers } from '@xingheng/shared/ui';

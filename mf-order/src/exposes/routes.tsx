import type { RouteObject } from 'react-router';

/**
 * mf-order's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`). SPEC §2: the pay result pages `/order/payoff` (支付成功) and
 * `/order/payError` (支付未完成); each page loads on demand in its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: '/order/payoff',
    lazy: async () => {
      const { PayoffPage } = await import(
        /* webpackChunkName: "order-payoff" */ '../routes/payoff/PayoffPage'
      );
      return { Component: PayoffPage };
    },
  },
  {
    path: '/order/payError',
    lazy: async () => {
      const { PayErrorPage } = await import(
        /* webpackChunkName: "order-pay-error" */ '../routes/payError/PayErrorPage'
      );
      return { Component: PayErrorPage };
    },
  },
];

export { AppProviders as Providers } from '@xingheng/shared/ui';

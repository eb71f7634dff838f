import type { RemoteRoutesModule } from '@xingheng/shared';
import { ROUTE_OWNERSHIP } from '@xingheng/shared/registry';
import { LazyAppProviders } from '@xingheng/shared/ui';
import * as remote from './routes';
import { paths } from '../paths';
import { TryoutPage } from '../routes/productSolution/services/tryout/$id/TryoutPage';
import { TrySuccessPage } from '../routes/order/trySuccess/TrySuccessPage';
import { ServiceOrderPage } from '../routes/order/ServiceOrderPage';
import { ShopOrderPage } from '../routes/order/shopOrder/ShopOrderPage';
import { PaymentPage } from '../routes/order/payment/PaymentPage';
import { WxPayPage } from '../routes/order/wxPay/WxPayPage';
import { PayoffPage } from '../routes/order/payoff/PayoffPage';
import { PayErrorPage } from '../routes/order/payError/PayErrorPage';

describe('mf-order ./routes', () => {
  const module: RemoteRoutesModule = remote;

  it('owns the trial, purchase, checkout, payment and result pages, with the shared providers', () => {
    expect(module.routes.map((route) => route.path)).toEqual([
      paths.tryout,
      paths.trySuccess,
      paths.serviceOrder,
      paths.shopOrder,
      paths.payment,
      paths.wxPay,
      paths.payoff,
      paths.payError,
    ]);
    expect(module.Providers).toBe(LazyAppProviders);
  });

  it('only has paths under the prefixes mf-order owns', () => {
    const bases = ROUTE_OWNERSHIP['mf-order'].map((prefix) => prefix.replace(/\/\*$/, ''));
    for (const route of module.routes) {
      const head = (route.path ?? '').split('/:')[0] ?? '';
      expect(bases.some((base) => head === base || head.startsWith(`${base}/`))).toBe(true);
    }
  });

  it('loads each page on demand', async () => {
    const loaded = await Promise.all(
      module.routes.map(async ({ lazy }) => (typeof lazy === 'function' ? lazy() : lazy)),
    );
    expect(loaded).toEqual([
      { Component: TryoutPage },
      { Component: TrySuccessPage },
      { Component: ServiceOrderPage },
      { Component: ShopOrderPage },
      { Component: PaymentPage },
      { Component: WxPayPage },
      { Component: PayoffPage },
      { Component: PayErrorPage },
    ]);
  });
});

import type { RemoteRoutesModule } from '@xingheng/shared';
import { AppProviders } from '@xingheng/shared/ui';
import * as remote from './routes';
import { paths } from '../paths';
import { PayoffPage } from '../routes/order/payoff/PayoffPage';
import { PayErrorPage } from '../routes/order/payError/PayErrorPage';

describe('mf-order ./routes', () => {
  const module: RemoteRoutesModule = remote;

  it('owns the pay result pages, with the shared providers', () => {
    expect(module.routes.map((route) => route.path)).toEqual([paths.payoff, paths.payError]);
    expect(module.Providers).toBe(AppProviders);
  });

  it('loads each page on demand', async () => {
    const loaded = await Promise.all(
      module.routes.map(async ({ lazy }) => (typeof lazy === 'function' ? lazy() : lazy)),
    );
    expect(loaded).toEqual([{ Component: PayoffPage }, { Component: PayErrorPage }]);
  });
});

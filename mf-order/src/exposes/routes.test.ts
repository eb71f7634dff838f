import type { RemoteRoutesModule } from '@xingheng/shared';
import * as remote from './routes';

describe('mf-order ./routes', () => {
  const module: RemoteRoutesModule = remote;

  it('owns the pay result pages and loads each on demand', async () => {
    expect(module.routes.map((route) => route.path)).toEqual(['/order/payoff', '/order/payError']);
    for (const route of module.routes) {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      expect(loaded).toEqual(expect.objectContaining({ Component: expect.any(Function) }));
    }
  });
});

import { matchPath } from 'react-router';
import type { RemoteRoutesModule } from '@xingheng/shared';
import * as remote from './routes';

describe('mf-support ./routes', () => {
  const module: RemoteRoutesModule = remote;

  it('owns /support/details with and without an id', () => {
    const paths = module.routes.map((route) => route.path ?? '');
    expect(paths.some((p) => matchPath(p, '/support/details/9'))).toBe(true);
    expect(paths.some((p) => matchPath(p, '/support/details'))).toBe(true);
  });

  it('loads the page and its loader on demand', async () => {
    const lazy = module.routes[0]?.lazy;
    expect(typeof lazy).toBe('function');
    const loaded = typeof lazy === 'function' ? await lazy() : {};
    expect(loaded).toEqual(
      expect.objectContaining({ Component: expect.any(Function), loader: expect.any(Function) }),
    );
  });
});

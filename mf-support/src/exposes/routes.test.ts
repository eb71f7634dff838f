import { matchPath } from 'react-router';
import type { RemoteRoutesModule } from '@xingheng/shared';
import { AppProviders } from '@xingheng/shared/ui';
import * as remote from './routes';
import { SupportDetailsPage } from '../routes/support/details/$id/SupportDetailsPage';
import { detailsLoader } from '../routes/support/details/$id/detailsLoader';

describe('mf-support ./routes', () => {
  const module: RemoteRoutesModule = remote;

  it('owns /support/details with and without an id, with the shared providers', () => {
    const paths = module.routes.map((route) => route.path ?? '');
    expect(paths.some((p) => matchPath(p, '/support/details/9'))).toBe(true);
    expect(paths.some((p) => matchPath(p, '/support/details'))).toBe(true);
    expect(module.Providers).toBe(AppProviders);
  });

  it('loads the page and its loader on demand', async () => {
    const lazy = module.routes[0]?.lazy;
    if (typeof lazy !== 'function') throw new Error('/support/details is not lazy');
    await expect(lazy()).resolves.toEqual({ Component: SupportDetailsPage, loader: detailsLoader });
  });
});

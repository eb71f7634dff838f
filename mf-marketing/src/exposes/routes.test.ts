import type { RemoteRoutesModule } from '@xingheng/shared';
import * as remote from './routes';
import { HomePage } from '../routes/home/HomePage';
import { homeLoader } from '../routes/home/homeLoader';

const contract: RemoteRoutesModule = remote;

describe('mf-marketing ./routes', () => {
  it('serves / lazily with the home page and its loader', async () => {
    const home = contract.routes.find((r) => r.path === '/');
    const lazy = home?.lazy;
    if (typeof lazy !== 'function') throw new Error('/ 应当是懒加载路由');
    const loaded = await lazy();
    expect(loaded.Component).toBe(HomePage);
    expect(loaded.loader).toBe(homeLoader);
  });
});

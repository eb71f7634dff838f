import { PlainProviders } from '@xingheng/shared/ui';
import type { RemoteRoutesModule } from '@xingheng/shared';
import * as remote from './routes';
import { LoginPage } from '../routes/login/LoginPage';

test('exposes the federation contract: /login loaded lazily, no antd around the routes', async () => {
  const module: RemoteRoutesModule = remote;
  expect(module.Providers).toBe(PlainProviders);
  expect(module.routes.map((r) => r.path)).toEqual([
    '/login',
    '/user/register',
    '/user/pwd',
    '/user/auth',
  ]);
  const lazy = module.routes[0]?.lazy;
  if (typeof lazy !== 'function') throw new Error('/login is not lazy');
  await expect(lazy()).resolves.toEqual({ Component: LoginPage });
});

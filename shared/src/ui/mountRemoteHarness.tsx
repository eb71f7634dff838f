import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from '@xingheng/shared/router';
import { message } from 'antd';
import type { RemoteRoutesModule } from '../federation/contract';
import { makeStore } from '../store/store';
import { bindApiClientToStore } from '../store/bindClient';
import { readTokenCookie } from '../store/tokenCookie';

/**
 * Mounts a remote alone, for its team's dev server (`npm run dev -w mf-order`): the remote's routes
 * in a small harness with the shared store and API client, no shell. Browser only.
 * @param name the remote's name, shown in the harness bar
 * @param module the remote's `./routes` module
 * @param rootElementId the element to mount into (default `root`)
 */
export function mountRemoteHarness(
  name: string,
  module: RemoteRoutesModule,
  rootElementId = 'root',
): void {
  const store = makeStore({
    auth: { authenticated: readTokenCookie(), userInfo: null, httpIP: '' },
  });
  const { Providers } = module;
  const router = createBrowserRouter([
    {
      element: (
        <Providers>
          <nav style={{ padding: 8, background: '#0f1b2d', color: '#fff', fontSize: 13 }}>
            独立调试：{name} ·{' '}
            {module.routes
              .map((r) => r.path)
              .filter(Boolean)
              .map((p) => (
                <Link
                  key={p}
                  to={
                    String(p)
                      .replace(/\/:[^/]+\??/g, '')
                      .replace('/*', '') || '/'
                  }
                  style={{ color: '#9cc2ff', marginLeft: 8 }}
                >
                  {p}
                </Link>
              ))}
          </nav>
          <Outlet />
        </Providers>
      ),
      children: module.routes,
    },
  ]);
  bindApiClientToStore(
    store,
    () => void router.navigate('/login'),
    (text) => void message.error(text),
  );
  const container = document.getElementById(rootElementId);
  if (!container) throw new Error(`找不到挂载节点 #${rootElementId}`);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { message } from 'antd';
import { bindApiClientToStore, makeStore, readTokenCookie, setSiteConfig } from '@xingheng/shared';
import { fetchRegistry } from './federation/registry';
import { registerRegistryRemotes } from './federation/loadRemoteRoutes';
import { createShellRouter } from './router/createShellRouter';
import { RegistryErrorPage } from './pages/RegistryErrorPage';
import './styles/global.css';

/**
 * Starts the host (issue #2 §3–§5): reads the registry, installs the runtime site config, creates
 * the one store, registers the remotes (none is fetched yet) and renders the router. A malformed or
 * unreachable registry renders a clear error page instead of a blank one.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('找不到挂载节点 #root');
  const root = createRoot(container);
  let registry;
  try {
    registry = await fetchRegistry();
  } catch (error) {
    root.render(<RegistryErrorPage error={error} />);
    return;
  }
  setSiteConfig(registry.site);
  registerRegistryRemotes(registry.remotes, window.location.origin);
  const store = makeStore({
    auth: { authenticated: readTokenCookie(), userInfo: null, httpIP: '' },
  });
  const router = createShellRouter(registry);
  bindApiClientToStore(
    store,
    () => {
      const { pathname, search } = window.location;
      if (pathname !== '/login') {
        void router.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
      }
    },
    (text) => void message.error(text),
  );
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { message } from 'antd';
import {
  bindApiClientToStore,
  makeStore,
  readTokenCookie,
  setFederatedModuleLoader,
  setSiteConfig,
} from '@xingheng/shared';
import { fetchRegistry, inlineRegistry } from './federation/registry';
import { federatedModuleLoader, shareRemoteLoads } from './federation/federatedModules';
import { loadRemoteWithFallback } from './federation/loadWithFallback';
import { readVisitorVersions } from './federation/visitorVersions';
import { createShellRouter } from './router/createShellRouter';
import { RegistryErrorPage } from './pages/RegistryErrorPage';
import { prepareHydration } from './ssr/hydration';
import { readSsrPayload } from './ssr/ssrPayload';
import './styles/global.css';

/**
 * Starts the host (README "How a page reaches the browser"): reads the registry, installs the
 * runtime site config, reads the visitor's canary bucket (creating its cookie) and pinned versions,
 * creates the one store and renders the router. No remote is registered or fetched yet: each is
 * registered at the version chosen for this visitor when first needed (by the router, or by another
 * remote asking for one of its components), falling back to the next candidate when one fails. A malformed or unreachable registry renders a clear error page instead
 * of a blank one.
 *
 * A server-rendered page (docs/performance.md "Server rendering") carries the registry and the
 * server's loader data as JSON scripts: the shell reads the registry from the page, loads the
 * remote the server rendered, and hydrates the HTML instead of rendering it again. When the version
 * that loads is not the server's, the page renders afresh.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('找不到挂载节点 #root');
  let registry;
  try {
    registry = inlineRegistry() ?? (await fetchRegistry());
  } catch (error) {
    createRoot(container).render(<RegistryErrorPage error={error} />);
    return;
  }
  setSiteConfig(registry.site);
  const versions = readVisitorVersions();
  const origin = window.location.origin;
  const store = makeStore({
    auth: { authenticated: readTokenCookie(), userInfo: null, httpIP: '' },
  });
  const load = shareRemoteLoads((remote) =>
    loadRemoteWithFallback(remote, { ...versions, origin }),
  );
  // Remotes use each other's components through the shell (mf-order's checkout, mf-account's
  // address book: docs/adr/0003-address-book-component.md), at the visitor's versions.
  setFederatedModuleLoader(federatedModuleLoader(registry, load));
  const payload = readSsrPayload();
  const hydration = payload
    ? await prepareHydration(registry, payload, load, window.location)
    : undefined;
  const router = createShellRouter(registry, load, hydration);
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
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (hydration) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

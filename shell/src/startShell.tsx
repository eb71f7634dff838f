import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from '@xingheng/shared/router';
import {
  bindApiClientToStore,
  LINKS,
  loginPath,
  makeStore,
  preloadApiClient,
  readTokenCookie,
  setFederatedModuleLoader,
  setSiteConfig,
  type FederatedModuleLoader,
} from '@xingheng/shared';
import type { Registry, RemoteRecord } from '@xingheng/shared/registry';
import { fetchRegistry, inlineRegistry } from './federation/registry';
import { startLinkPrefetch } from './federation/linkPrefetch';
import { startWithdrawnWatch } from './federation/withdrawnWatch';
import { createShellRouter, type RemoteRoutesLoader } from './router/createShellRouter';
import { RegistryErrorPage } from './pages/RegistryErrorPage';
import { HydratedMark } from './ssr/HydratedMark';
import { prepareHydration } from './ssr/hydration';
import { readSsrPayload, renderedForVisitor } from './ssr/ssrPayload';
import { yieldToMain } from '@xingheng/shared/yieldToMain';
import './styles/global.css';

/** How the shell reaches the remotes: Module Federation in the site, bundled in the monolith. */
export interface ShellLoaders {
  /** Loads a remote's route group at the version chosen for this visitor (shared by all users). */
  load: RemoteRoutesLoader;
  /** Loads another remote's exposed component (`setFederatedModuleLoader`). */
  loadModule: FederatedModuleLoader;
  /**
   * The absolute manifest URL of the version of a remote this visitor loads first, without
   * loading it (link prefetch reads that folder's page list); absent in the monolith.
   */
  locate?: (remote: RemoteRecord) => string | undefined;
}

/**
 * Starts the host (docs/architecture.md "How a page reaches the browser"): reads the registry (from the page
 * when it carries one, else `/mf-registry.json`), installs the runtime site config, asks for the
 * loaders (the site's read the visitor's canary bucket and pinned versions at this point), creates
 * the one store and renders the router. No remote is fetched yet: each is loaded when first needed
 * (by the router, by another remote asking for one of its components, or by link prefetch). A
 * malformed or unreachable registry renders a clear error page instead of a blank one.
 *
 * A server-rendered page (docs/performance.md "Server rendering") carries the server's loader
 * data: the shell loads the remote the server rendered and hydrates the HTML instead of rendering
 * it again; when the version that loads is not the server's, or the token cookie changed since the
 * response (`renderedForVisitor`), the page renders afresh.
 * @param loaders makes the loaders once the registry is known (`bootstrap.tsx`: federation with
 *   version fallback; the monolith of docs/performance.md: its bundled remotes)
 * @returns resolves once the first render is scheduled
 */
export async function startShell(loaders: (registry: Registry) => ShellLoaders): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('找不到挂载节点 #root');
  // The shell's modules were evaluated in this task: the start goes on in the next one.
  await yieldToMain();
  let registry;
  try {
    registry = inlineRegistry() ?? (await fetchRegistry());
  } catch (error) {
    createRoot(container).render(<RegistryErrorPage error={error} />);
    return;
  }
  setSiteConfig(registry.site);
  const { load, loadModule, locate } = loaders(registry);
  // Remotes use each other's components through the shell (mf-order's checkout, mf-account's
  // address book: docs/adr/0003-address-book-component.md), at the visitor's versions.
  setFederatedModuleLoader(loadModule);
  const payload = readSsrPayload();
  let hydration = payload
    ? await prepareHydration(registry, payload, load, window.location)
    : undefined;
  // The page's remote was evaluated in this task: the router and the hydration start in the next.
  await yieldToMain();
  // The store starts from the token cookie as it is now, after the awaits above: a login or logout
  // in another tab meanwhile means the server's HTML was rendered for someone else.
  const token = readTokenCookie();
  if (payload && !renderedForVisitor(payload, token)) hydration = undefined;
  const store = makeStore({ auth: { authenticated: token, userInfo: null, httpIP: '' } });
  const router = createShellRouter(registry, load, hydration);
  bindApiClientToStore(
    store,
    () => {
      const { pathname, search } = window.location;
      if (pathname !== LINKS.login) {
        void router.navigate(loginPath(pathname + search));
      }
    },
    // antd's toast loads on the first error only: no antd in the shell's first visit.
    (text) => {
      void import('./errorToast').then(({ showErrorToast }) => showErrorToast(text));
    },
  );
  // axios loads on the first API call (docs/performance.md "Small pages"); a navigation starts it
  // alongside the next page's code.
  const stopPreload = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    preloadApiClient();
    stopPreload();
  });
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <HydratedMark />
      </Provider>
    </StrictMode>
  );
  if (hydration) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (docs/performance.md "Small pages": blocking time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
  // SPEC §9: visible links prefetch their page's code when the browser is idle.
  startLinkPrefetch(registry, { load, locate });
  // A tab running a version withdrawn since it loaded leaves it at its next navigation.
  startWithdrawnWatch(router);
}

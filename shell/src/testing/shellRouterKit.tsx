/**
 * The shell's router under test (docs/adr/0001-runtime-registry.md): rendering it with a fake
 * remote loader, and the site API answered while it runs. Tests only.
 */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { loadApiClient, makeStore } from '@xingheng/shared';
import type { Registry } from '@xingheng/shared/registry';
import { resetRemoteStates } from '../federation/remoteStatus';
import type { LoadedRemote } from '../federation/loadWithFallback';
import { remoteRouteDiscovery, shellRoutes } from '../router/createShellRouter';

/**
 * Renders the shell's routes for `registry` at `path`, in a fresh store that keeps no token, with
 * remotes discovered through `load`.
 * @param registry the remotes and what they own
 * @param load loads a remote's routes (a fake, or `loadRemoteWithFallback` over a faked runtime)
 * @param path the address the memory router starts at
 * @returns the memory router, to navigate and read its state
 */
export function renderShellRouter(
  registry: Registry,
  load: (remote: Registry['remotes'][number]) => Promise<LoadedRemote>,
  path: string,
) {
  const router = createMemoryRouter(shellRoutes(registry), {
    initialEntries: [path],
    patchRoutesOnNavigation: remoteRouteDiscovery(registry, load),
  });
  render(
    <Provider store={makeStore(undefined, { persistToken: false })}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** Answers every API call with success and an empty list. */
const okAdapter: AxiosAdapter = (config) =>
  Promise.resolve({
    data: { code: 0, msg: '', data: [] },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });

/**
 * For each test of the calling file: no remote state left from the one before, the site's axios
 * instance answering every call with success and an empty list (the root loader's calls), and
 * `console.error` silenced (React logs the error pages the tests provoke); all restored after.
 * Call at the top level of a test file.
 */
export function shellTestEnvironment(): void {
  let apiClient: AxiosInstance;
  let originalAdapter: AxiosInstance['defaults']['adapter'];
  let consoleError: jest.SpyInstance;
  beforeAll(async () => {
    apiClient = await loadApiClient();
  });
  beforeEach(() => {
    resetRemoteStates();
    originalAdapter = apiClient.defaults.adapter;
    apiClient.defaults.adapter = okAdapter;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    consoleError.mockRestore();
  });
}

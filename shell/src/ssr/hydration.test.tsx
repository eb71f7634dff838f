import { DEFAULT_SITE_CONFIG, type RemoteRoutesModule } from '@xingheng/shared';
import { registryWithOwnership, remoteVersionEntry } from '@xingheng/shared/registry';
import { resetPageErrorReports } from '../federation/pageErrors';
import { resetRemoteStates } from '../federation/remoteStatus';
import { reportRemoteFailure } from '../federation/reportRemoteFailure';
import { prepareHydration } from './hydration';

/** Hydrating a server-rendered page: its remote and page chunk load first, or it renders afresh. */

// jest.mock is hoisted above the imports.
jest.mock('../federation/reportRemoteFailure', () => ({
  ...jest.requireActual('../federation/reportRemoteFailure'),
  reportRemoteFailure: jest.fn(),
}));

const VERSION = '0.1.0-bbbbbbb-20261124T0301';
const registry = registryWithOwnership(DEFAULT_SITE_CONFIG, (name) => ({
  version: VERSION,
  entry: remoteVersionEntry(name, VERSION),
}));
const payload = {
  remote: { name: 'mf-support', version: VERSION },
  hydrationData: { loaderData: {} },
  signedIn: false,
};
const location = { pathname: '/support/details/9', search: '', hash: '' };

function moduleWithPage(lazy: () => Promise<object>): RemoteRoutesModule {
  return {
    routes: [{ path: '/support/details/:id?', lazy }],
    Providers: ({ children }) => children,
  };
}

beforeEach(() => {
  resetRemoteStates();
  resetPageErrorReports();
  jest.mocked(reportRemoteFailure).mockClear();
});

describe('prepareHydration', () => {
  it("resolves the page's lazy route so the first render is the server's", async () => {
    const Component = () => <h1>文档</h1>;
    const module = moduleWithPage(async () => ({ Component }));
    const start = await prepareHydration(
      registry,
      payload,
      async () => ({ module, version: VERSION }),
      location,
    );
    expect(start?.remoteRoutes).toHaveLength(1);
    expect(module.routes[0]).toMatchObject({ Component });
  });

  it('renders afresh and reports the version when the page chunk throws', async () => {
    const module = moduleWithPage(() => Promise.reject(new Error('e2e: broken release')));
    await expect(
      prepareHydration(registry, payload, async () => ({ module, version: VERSION }), location),
    ).resolves.toBeUndefined();
    expect(reportRemoteFailure).toHaveBeenCalledWith({
      remote: 'mf-support',
      version: VERSION,
      kind: 'page',
      message: 'Error: e2e: broken release',
    });
  });
});

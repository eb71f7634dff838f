import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_SITE_CONFIG, type RemoteRoutesModule } from '@xingheng/shared';
import {
  registryWithOwnership,
  remoteVersionEntry,
  type RemoteFailureReport,
  type Registry,
} from '@xingheng/shared/registry';
import { loadRemoteWithFallback } from '../federation/loadWithFallback';
import { renderShellRouter, shellTestEnvironment } from '../testing/shellRouterKit';

/**
 * The shell with the real version fallback (docs/adr/0002-release-ledger.md) and the federation
 * runtime replaced at its module boundary: what a visitor sees when the active version is broken,
 * and when every version is.
 */

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const registerMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const loadMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const ACTIVE = '0.1.0-bbbbbbb-20261122T0301';
const PREVIOUS = '0.1.0-aaaaaaa-20261101T0900';

const registry: Registry = registryWithOwnership(DEFAULT_SITE_CONFIG, (name) => ({
  version: ACTIVE,
  entry: remoteVersionEntry(name, ACTIVE),
  previous: { version: PREVIOUS, entry: remoteVersionEntry(name, PREVIOUS) },
}));

function Providers({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

const supportModule: RemoteRoutesModule = {
  routes: [{ path: '/support/details/:id?', element: <h1>隐私政策</h1> }],
  Providers,
};

/** `loadRemote` answers by the version in the entry registered last. */
function versionsThatLoad(working: string[]): void {
  let entry = '';
  registerMock.mockImplementation((remotes) => {
    const [first] = remotes;
    entry = first && 'entry' in first ? first.entry : '';
  });
  loadMock.mockImplementation(() =>
    working.some((v) => entry.includes(`/${v}/`))
      ? Promise.resolve(supportModule)
      : Promise.reject(
          new Error('The manifest is not a valid Module Federation manifest. #RUNTIME-013'),
        ),
  );
}

let reports: RemoteFailureReport[];

function renderShell(path: string) {
  renderShellRouter(
    registry,
    (remote) =>
      loadRemoteWithFallback(remote, {
        bucket: 50,
        overrides: new Map(),
        origin: 'http://localhost',
        report: (r) => reports.push(r),
      }),
    path,
  );
}

shellTestEnvironment();
beforeEach(() => {
  registerMock.mockReset();
  loadMock.mockReset();
  reports = [];
});

describe('shell with version fallback', () => {
  it('renders the page from the previous version when the active one is broken', async () => {
    versionsThatLoad([PREVIOUS]);
    renderShell('/support/details/9');
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(screen.queryByText('该栏目暂时无法访问')).not.toBeInTheDocument();
    expect(window.__XH_REMOTE_VERSIONS__).toEqual({ 'mf-support': PREVIOUS });
    expect(reports).toEqual([
      expect.objectContaining({
        remote: 'mf-support',
        version: ACTIVE,
        kind: 'manifest',
        fellBackTo: PREVIOUS,
      }),
    ]);
  });

  it('shows the section fallback only when every version fails, reporting each', async () => {
    versionsThatLoad([]);
    renderShell('/support/details/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: '该栏目暂时无法访问' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(reports.map((r) => [r.version, r.kind, r.fellBackTo])).toEqual([
      [ACTIVE, 'manifest', undefined],
      [PREVIOUS, 'manifest', undefined],
    ]);
    expect(window.__XH_REMOTE_VERSIONS__).toBeUndefined();
  });
});

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@xingheng/shared';
import {
  remoteVersionEntry,
  type RemoteFailureReport,
  type RemoteLoadReport,
  type RemoteRecord,
} from '@xingheng/shared/registry';
import { loadRemoteWithFallback, locateVisitorVersion } from './loadWithFallback';
import { RemoteLoadError } from './loadRemoteRoutes';

/**
 * Version choice with fallback (docs/adr/0002-release-ledger.md), with the federation runtime
 * replaced at its module boundary: `registerRemotes` records the entry, `loadRemote` answers per
 * entry.
 */

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const registerMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const loadMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const ORIGIN = 'https://www.example.com';
const routesModule: RemoteRoutesModule = { routes: [], Providers: ({ children }) => children };

const support: RemoteRecord = {
  name: 'mf-support',
  version: 'v2',
  entry: remoteVersionEntry('mf-support', 'v2'),
  prefixes: ['/support/*'],
  previous: { version: 'v1', entry: remoteVersionEntry('mf-support', 'v1') },
  canary: { version: 'v3', entry: remoteVersionEntry('mf-support', 'v3'), percent: 50 },
};

const MANIFEST_404 =
  'Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"https://www.example.com/remotes/mf-support/v2/mf-manifest.json?token=abc"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-003\nOriginal Error Message:\n SyntaxError: Unexpected token \'<\'';

/** Makes `loadRemote` answer by the entry last registered: a module, or an error. */
function runtimeAnswers(byVersion: Record<string, Error | RemoteRoutesModule>): void {
  let entry = '';
  registerMock.mockImplementation((remotes) => {
    const [first] = remotes;
    entry = first && 'entry' in first ? first.entry : '';
  });
  loadMock.mockImplementation(() => {
    const version = /\/remotes\/mf-support\/([^/]+)\//.exec(entry)?.[1] ?? '';
    const answer = byVersion[version];
    if (!answer) return Promise.reject(new Error(`no answer for ${entry}`));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

function registeredEntries(): string[] {
  return registerMock.mock.calls.map(([remotes]) => {
    const [first] = remotes;
    return first && 'entry' in first ? first.entry : '';
  });
}

let reports: RemoteFailureReport[];
let loads: RemoteLoadReport[];
let clock: number;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  registerMock.mockReset();
  loadMock.mockReset();
  reports = [];
  loads = [];
  clock = 1000;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function load(options: { bucket?: number; pinned?: string } = {}) {
  const overrides = new Map(options.pinned ? [['mf-support', options.pinned]] : []);
  return loadRemoteWithFallback(support, {
    bucket: options.bucket,
    overrides,
    origin: ORIGIN,
    report: (r) => reports.push(r),
    recordLoad: (r) => loads.push(r),
    // Each reading of the clock is 40 ms later.
    now: () => (clock += 40),
  });
}

describe('loadRemoteWithFallback', () => {
  it('loads the active version for a visitor outside the canary, reporting nothing', async () => {
    runtimeAnswers({ v1: routesModule, v2: routesModule, v3: routesModule });
    await expect(load({ bucket: 90 })).resolves.toEqual({
      module: routesModule,
      version: 'v2',
      entry: `${ORIGIN}/remotes/mf-support/v2/mf-manifest.json`,
    });
    expect(registeredEntries()).toEqual([`${ORIGIN}/remotes/mf-support/v2/mf-manifest.json`]);
    expect(registerMock).toHaveBeenCalledWith(
      [{ name: 'mf_support', entry: `${ORIGIN}/remotes/mf-support/v2/mf-manifest.json` }],
      { force: true },
    );
    expect(loadMock).toHaveBeenCalledWith('mf_support/routes');
    expect(reports).toEqual([]);
    // The load report: the version and how long its ./routes took.
    expect(loads).toEqual([
      { remote: 'mf-support', version: 'v2', outcome: 'loaded', durationMs: 40 },
    ]);
  });

  it('loads the canary for a visitor whose bucket is below the percentage', async () => {
    runtimeAnswers({ v1: routesModule, v2: routesModule, v3: routesModule });
    await expect(load({ bucket: 10 })).resolves.toMatchObject({ version: 'v3' });
    expect(registeredEntries()).toHaveLength(1);
  });

  it('falls back to the previous version when the active one fails, and reports the failure', async () => {
    runtimeAnswers({ v1: routesModule, v2: new Error(MANIFEST_404) });
    await expect(load({ bucket: 90 })).resolves.toEqual({
      module: routesModule,
      version: 'v1',
      entry: `${ORIGIN}/remotes/mf-support/v1/mf-manifest.json`,
    });
    expect(registeredEntries()).toEqual([
      `${ORIGIN}/remotes/mf-support/v2/mf-manifest.json`,
      `${ORIGIN}/remotes/mf-support/v1/mf-manifest.json`,
    ]);
    // Every attempt replaces the registration (force), so the failed one cannot linger.
    expect(registerMock.mock.calls.every(([, options]) => options?.force === true)).toBe(true);
    expect(reports).toEqual([
      {
        remote: 'mf-support',
        version: 'v2',
        kind: 'manifest',
        message: MANIFEST_404,
        fellBackTo: 'v1',
      },
    ]);
    // Both candidates tried are load reports: the denominator of the canary watcher.
    expect(loads).toEqual([
      { remote: 'mf-support', version: 'v2', outcome: 'failed' },
      { remote: 'mf-support', version: 'v1', outcome: 'loaded', durationMs: 40 },
    ]);
  });

  it('goes canary → active → previous, reporting each failure with the version that loaded', async () => {
    const chunkError = new Error('Loading chunk 812 failed.');
    chunkError.name = 'ChunkLoadError';
    runtimeAnswers({
      v3: chunkError,
      v2: new Error('#RUNTIME-008 ScriptNetworkError: Failed to load script'),
      v1: routesModule,
    });
    await expect(load({ bucket: 0 })).resolves.toMatchObject({ version: 'v1' });
    expect(reports.map((r) => [r.version, r.kind, r.fellBackTo])).toEqual([
      ['v3', 'module', 'v1'],
      ['v2', 'entry', 'v1'],
    ]);
  });

  it('treats a module that breaks the contract as a failed candidate', async () => {
    runtimeAnswers({ v2: { routes: 'nope' } as unknown as RemoteRoutesModule, v1: routesModule });
    await expect(load({ bucket: 90 })).resolves.toMatchObject({ version: 'v1' });
    expect(reports[0]).toMatchObject({ version: 'v2', kind: 'module', fellBackTo: 'v1' });
    expect(reports[0]?.message).toContain('不符合约定');
  });

  it('tries a pinned version alone: no fallback when it fails', async () => {
    runtimeAnswers({ v1: routesModule, v2: routesModule, v9: new Error(MANIFEST_404) });
    const error = await load({ bucket: 10, pinned: 'v9' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ remote: 'mf-support', version: 'v9', kind: 'manifest' });
    expect(registeredEntries()).toEqual([`${ORIGIN}/remotes/mf-support/v9/mf-manifest.json`]);
    expect(reports).toEqual([
      { remote: 'mf-support', version: 'v9', kind: 'manifest', message: MANIFEST_404 },
    ]);
  });

  it('loads a pinned version that works, even outside the registry’s versions', async () => {
    runtimeAnswers({ v9: routesModule });
    await expect(load({ bucket: 90, pinned: 'v9' })).resolves.toMatchObject({ version: 'v9' });
  });

  it('rejects with the last failure when every candidate fails, reporting all without fellBackTo', async () => {
    runtimeAnswers({
      v2: new Error(MANIFEST_404),
      v1: new Error('Failed to get manifest. #RUNTIME-003 TypeError: Failed to fetch'),
    });
    const error = await load({ bucket: 90 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RemoteLoadError', version: 'v1', kind: 'network' });
    expect(reports.map((r) => [r.version, r.kind])).toEqual([
      ['v2', 'manifest'],
      ['v1', 'network'],
    ]);
    expect(reports.every((r) => !('fellBackTo' in r))).toBe(true);
  });

  it('hands the reports off before resolving, without waiting for them to be delivered', async () => {
    runtimeAnswers({ v1: routesModule, v2: new Error(MANIFEST_404) });
    const order: string[] = [];
    const result = await loadRemoteWithFallback(support, {
      bucket: 90,
      overrides: new Map(),
      origin: ORIGIN,
      // A delivery that never completes must not hold the page back.
      report: () => {
        order.push('report');
        void new Promise(() => undefined);
      },
    });
    order.push('loaded');
    expect(result.version).toBe('v1');
    expect(order).toEqual(['report', 'loaded']);
  });
});

describe('locateVisitorVersion', () => {
  const at = (version: string) => `${ORIGIN}/remotes/mf-support/${version}/mf-manifest.json`;
  it.each([
    ['a visitor in the canary', { bucket: 10, overrides: new Map<string, string>() }, at('v3')],
    ['a visitor outside it', { bucket: 90, overrides: new Map<string, string>() }, at('v2')],
    ['a pinned version', { bucket: 10, overrides: new Map([['mf-support', 'v1']]) }, at('v1')],
  ])('names the version %s loads first, without loading it', (_, versions, expected) => {
    expect(locateVisitorVersion(support, { ...versions, origin: ORIGIN })).toBe(expected);
    expect(registerMock).not.toHaveBeenCalled();
  });
});

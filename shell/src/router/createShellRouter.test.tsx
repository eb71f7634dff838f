import type { ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { DEFAULT_SITE_CONFIG, type RemoteRoutesModule } from '@xingheng/shared';
import { registryWithOwnership, type Registry, type RemoteRecord } from '@xingheng/shared/registry';
import { getRemoteState } from '../federation/remoteStatus';
import { renderShellRouter, shellTestEnvironment } from '../testing/shellRouterKit';
import { RemoteLoadError } from '../federation/loadRemoteRoutes';
import type { LoadedRemote } from '../federation/loadWithFallback';

/**
 * The shell's router with lazy remote discovery (docs/adr/0001-runtime-registry.md), remotes
 * replaced by fake route modules and the root loader's API calls answered by a fake axios adapter.
 */

const registry: Registry = registryWithOwnership(DEFAULT_SITE_CONFIG, (name) => {
  const version = '0.1.0-3f2a9c1-20261122T0301';
  return { version, entry: `/remotes/${name}/${version}/mf-manifest.json` };
});

function Providers({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function supportModule(extra: RouteObject[] = []): RemoteRoutesModule {
  return {
    routes: [
      { path: '/support/details/:id?', element: <h1>隐私政策</h1> },
      { path: '/notices', element: <h1>系统公告</h1> },
      ...extra,
    ],
    Providers,
  };
}

const VERSION = '0.1.0-3f2a9c1-20261122T0301';

type FakeLoad = jest.Mock<Promise<LoadedRemote>, [RemoteRecord]>;

function loaded(module: RemoteRoutesModule): LoadedRemote {
  return { module, version: VERSION };
}

function fakeLoader(module: RemoteRoutesModule = supportModule()): FakeLoad {
  return jest.fn((_remote: RemoteRecord) => Promise.resolve(loaded(module)));
}

/** A loader whose loads wait until `resolve` is called (with what the last load answers). */
function pendingLoader() {
  let settle: (value: LoadedRemote) => void = () => undefined;
  const load: FakeLoad = jest.fn<Promise<LoadedRemote>, [RemoteRecord]>(
    () =>
      new Promise<LoadedRemote>((r) => {
        settle = r;
      }),
  );
  return { load, resolve: (value: LoadedRemote) => settle(value) };
}

function renderShell(path: string, load: FakeLoad) {
  return renderShellRouter(registry, load, path);
}

shellTestEnvironment();
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => consoleWarn.mockRestore());

function loadedNames(load: FakeLoad): string[] {
  return load.mock.calls.map(([record]) => record.name);
}

const NOT_FOUND = '抱歉，您访问的页面不存在。';

describe('shell router with lazy remote discovery', () => {
  it('loads only the owning remote and renders its page inside the layout', async () => {
    const load = fakeLoader();
    renderShell('/support/details/9', load);
    const heading = await screen.findByRole('heading', { level: 1, name: '隐私政策' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadedNames(load)).toEqual(['mf-support']);
  });

  it('records the version that loaded for the e2e tests', async () => {
    renderShell('/support/details/9', fakeLoader());
    await screen.findByRole('heading', { level: 1, name: '隐私政策' });
    expect(getRemoteState('mf-support')).toEqual({ state: 'loaded', version: VERSION });
    expect(window.__XH_REMOTE_VERSIONS__).toEqual({ 'mf-support': VERSION });
  });

  it('does not load a remote again for another of its paths', async () => {
    const load = fakeLoader();
    const router = renderShell('/support/details/9', load);
    await screen.findByRole('heading', { level: 1, name: '隐私政策' });
    await act(() => router.navigate('/support/details'));
    expect(router.state.location.pathname).toBe('/support/details');
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    await act(() => router.navigate('/notices'));
    expect(await screen.findByRole('heading', { level: 1, name: '系统公告' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the section fallback when the remote cannot be loaded, header still there', async () => {
    const load: FakeLoad = jest.fn<Promise<LoadedRemote>, [RemoteRecord]>(() =>
      Promise.reject(new RemoteLoadError('mf-support', 'manifest', 'RUNTIME-013', VERSION)),
    );
    renderShell('/support/details/9', load);
    expect(
      await screen.findByRole('heading', { level: 1, name: '该栏目暂时无法访问' }),
    ).toBeInTheDocument();
    expect(getRemoteState('mf-support')).toEqual({
      state: 'failed',
      kind: 'manifest',
      message: 'RUNTIME-013',
    });
    expect(window.__XH_REMOTE_VERSIONS__).toBeUndefined();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadedNames(load)).toEqual(['mf-support']);
  });

  it('keeps other sections working after one remote failed', async () => {
    const load: FakeLoad = jest.fn<Promise<LoadedRemote>, [RemoteRecord]>((record: RemoteRecord) =>
      record.name === 'mf-order'
        ? Promise.reject(new Error('模块初始化失败'))
        : Promise.resolve(loaded(supportModule())),
    );
    const router = renderShell('/order/payoff', load);
    await screen.findByRole('heading', { level: 1, name: '该栏目暂时无法访问' });
    await act(() => router.navigate('/support/details/9'));
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(loadedNames(load)).toEqual(['mf-order', 'mf-support']);
  });

  it('shows 404 for a path no remote owns, loading nothing', async () => {
    const load = fakeLoader();
    renderShell('/nope', load);
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows 404 for a path the loaded remote does not define', async () => {
    const load = fakeLoader();
    renderShell('/support/unknown', load);
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(loadedNames(load)).toEqual(['mf-support']);
  });

  it('shows 404 when a remote route’s loader throws a 404 response', async () => {
    const load = fakeLoader(
      supportModule([
        {
          path: '/support/faq/:id',
          loader: () => {
            throw data(null, { status: 404 });
          },
          element: <h1>常见问题</h1>,
        },
      ]),
    );
    renderShell('/support/faq/404404', load);
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '常见问题' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });

  it('shows the section fallback when a remote route’s loader throws an error', async () => {
    const load = fakeLoader(
      supportModule([
        {
          path: '/support/faq/:id',
          loader: () => {
            throw new Error('公告数据格式不正确');
          },
          element: <h1>常见问题</h1>,
        },
      ]),
    );
    renderShell('/support/faq/3', load);
    expect(
      await screen.findByRole('heading', { level: 1, name: '该栏目暂时无法访问' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });

  it('does not mount a remote route outside its prefixes, warning about it', async () => {
    const load = fakeLoader(
      supportModule([{ path: '/downloads/sdk', element: <h1>SDK 下载</h1> }]),
    );
    const router = renderShell('/support/details/9', load);
    await screen.findByRole('heading', { level: 1, name: '隐私政策' });
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('/downloads/sdk'));
    await act(() => router.navigate('/downloads/sdk'));
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SDK 下载' })).not.toBeInTheDocument();
  });

  it('loads a remote once for two concurrent first navigations into it', async () => {
    const { load, resolve } = pendingLoader();
    const router = renderShell('/nope', load);
    await screen.findByText(NOT_FOUND);
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = router.navigate('/support/details/9');
      second = router.navigate('/notices');
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      resolve(loaded(supportModule()));
      await Promise.all([first, second]);
    });
    expect(await screen.findByRole('heading', { level: 1, name: '系统公告' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notices');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts a remote whose first navigation was interrupted by a navigation elsewhere', async () => {
    const { load, resolve } = pendingLoader();
    const router = renderShell('/nope', load);
    await screen.findByText(NOT_FOUND);
    act(() => {
      void router.navigate('/support/details/9');
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => router.navigate('/aboutus-nowhere'));
    await act(async () => {
      resolve(loaded(supportModule()));
      await Promise.resolve();
    });
    await act(() => router.navigate('/support/details/9'));
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

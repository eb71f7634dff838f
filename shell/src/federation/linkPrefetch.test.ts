import { registryWithOwnership } from '@xingheng/shared/registry';
import { DEFAULT_SITE_CONFIG, defineRemoteRoutes } from '@xingheng/shared';
import { mayPrefetch, prefetchablePath, prefetchPage } from './linkPrefetch';

describe('mayPrefetch (SPEC §9)', () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: { effectiveType: '4g' } }, true],
    [{ onLine: true, connection: { effectiveType: '3g' } }, true],
    [{ onLine: true, connection: { effectiveType: '2g' } }, false],
    [{ onLine: true, connection: { effectiveType: 'slow-2g' } }, false],
    [{ onLine: true, connection: { effectiveType: '4g', saveData: true } }, false],
    [{ onLine: false }, false],
  ])('%j → %s', (nav, expected) => {
    expect(mayPrefetch(nav)).toBe(expected);
  });
});

describe('prefetchablePath', () => {
  const here = new URL('https://www.example.com/news?page=2');
  it.each([
    ['/productSolution/services', '/productSolution/services'],
    ['https://www.example.com/support/details/9?x=1', '/support/details/9'],
    ['/news?page=3', undefined],
    ['#main-content', undefined],
    ['https://console.example.com/order', undefined],
    ['/files/manual.pdf', undefined],
    ['/api/web/news', undefined],
    ['mailto:sales@example.com', undefined],
  ])('%s → %s', (href, expected) => {
    expect(prefetchablePath(href, here)).toBe(expected);
  });
});

describe('prefetchPage', () => {
  const registry = registryWithOwnership(DEFAULT_SITE_CONFIG, (name) => ({
    version: 'v1',
    entry: `/remotes/${name}/v1/mf-manifest.json`,
  }));

  function supportRoutes() {
    const details = jest.fn(async () => ({ Component: () => null }));
    const notices = jest.fn(async () => ({ Component: () => null }));
    const routes = defineRemoteRoutes([
      { path: '/support/details/:id', chunk: 'support-details', load: details, audience: 'public' },
      { path: '/notices', chunk: 'support-notices', load: notices, audience: 'public' },
    ]);
    return { routes, details, notices };
  }

  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  const base = 'https://www.example.com/remotes/mf-support/v1/';
  const chunkMap = {
    'support-details': ['support-details.1a2b3c4d.js', '630.5e6f7a8b.js', 'styles.9c0d1e2f.css'],
    'support-notices': ['support-notices.3f4a5b6c.js', '630.5e6f7a8b.js'],
  };
  const routePaths = {
    schemaVersion: 1,
    entry: ['remoteEntry.js', '__federation_expose_routes.0a1b2c3d.js'],
    routes: [
      { path: '/support/details/:id', chunk: 'support-details' },
      { path: '/notices', chunk: 'support-notices' },
    ],
  };
  /** A version folder of mf-support as `fetch` would read it; `missing` files answer 404. */
  function versionFolder(missing: string[] = []) {
    return jest.fn(async (url: string) => {
      const file = url.slice(base.length);
      if (missing.includes(file)) throw new Error(`${url}：HTTP 404`);
      if (file === 'route-paths.json') return routePaths;
      if (file === 'route-chunks.json') return chunkMap;
      throw new Error(`unexpected ${url}`);
    });
  }
  const locate = () => `${base}mf-manifest.json`;

  function prefetchLinks() {
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (link) => [link.href, link.as],
    );
  }

  it("prefetches the remote's entry and the matched page's files from the version's lists, running nothing", async () => {
    const load = jest.fn();
    const readJson = versionFolder();
    const urls = await prefetchPage('/support/details/9', registry, { load, locate, readJson });
    expect(urls).toEqual([
      `${base}remoteEntry.js`,
      `${base}__federation_expose_routes.0a1b2c3d.js`,
      `${base}support-details.1a2b3c4d.js`,
      `${base}630.5e6f7a8b.js`,
      `${base}styles.9c0d1e2f.css`,
    ]);
    expect(prefetchLinks()).toEqual([
      [`${base}remoteEntry.js`, 'script'],
      [`${base}__federation_expose_routes.0a1b2c3d.js`, 'script'],
      [`${base}support-details.1a2b3c4d.js`, 'script'],
      [`${base}630.5e6f7a8b.js`, 'script'],
      [`${base}styles.9c0d1e2f.css`, 'style'],
    ]);
    // The remote is not registered nor its entry run: the first visit runs no script for it.
    expect(load).not.toHaveBeenCalled();
    // A second page of the remote adds only its own file.
    expect(await prefetchPage('/notices', registry, { load, locate, readJson })).toEqual([
      `${base}support-notices.3f4a5b6c.js`,
    ]);
  });

  it('adds each link in a task of its own, so that no single task starts every prefetch', async () => {
    const load = jest.fn();
    const readJson = versionFolder();
    // A yield that ends only when the test lets it: the links added so far are those of one task.
    const releases: Array<() => void> = [];
    const yieldBetween = jest.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    const prefetching = prefetchPage('/support/details/9', registry, {
      load,
      locate,
      readJson,
      yieldBetween,
    });
    // Before each yield ends, the links of the tasks so far and no more.
    let settled = false;
    void prefetching.finally(() => {
      settled = true;
    });
    const counts: number[] = [];
    while (!settled) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (releases.length === 0) continue;
      counts.push(prefetchLinks().length);
      releases.shift()?.();
    }
    expect(await prefetching).toHaveLength(5);
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(prefetchLinks()).toHaveLength(5);
    expect(yieldBetween).toHaveBeenCalledTimes(4);
  });

  it('reads the routes of a version built before route-paths.json from the loaded remote', async () => {
    const { routes, details, notices } = supportRoutes();
    const load = jest.fn(async () => ({
      module: { routes, Providers: () => null },
      version: 'v1',
      entry: `${base}mf-manifest.json`,
    }));
    const readJson = versionFolder(['route-paths.json']);
    const urls = await prefetchPage('/support/details/9', registry, { load, locate, readJson });
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf-support' }));
    expect(urls).toEqual([
      `${base}support-details.1a2b3c4d.js`,
      `${base}630.5e6f7a8b.js`,
      `${base}styles.9c0d1e2f.css`,
    ]);
    // Downloaded for later, never run now.
    expect(details).not.toHaveBeenCalled();
    expect(notices).not.toHaveBeenCalled();
  });

  it('rejects when the route-chunks file cannot be read (the navigation then loads as usual)', async () => {
    const load = jest.fn();
    const readJson = versionFolder(['route-chunks.json']);
    await expect(prefetchPage('/notices', registry, { load, locate, readJson })).rejects.toThrow(
      'HTTP 404',
    );
    expect(prefetchLinks()).toHaveLength(0);
  });

  it('imports the page module of a remote bundled into the page (no entry: the monolith)', async () => {
    const { routes, details, notices } = supportRoutes();
    const load = jest.fn(async () => ({
      module: { routes, Providers: () => null },
      version: 'monolith',
    }));
    expect(await prefetchPage('/support/details/9', registry, { load })).toEqual([]);
    expect(details).toHaveBeenCalledTimes(1);
    expect(notices).not.toHaveBeenCalled();
  });

  it('does nothing for a path no remote owns', async () => {
    const load = jest.fn();
    await prefetchPage('/nobody/owns/this', registry, { load, locate });
    expect(load).not.toHaveBeenCalled();
  });
});

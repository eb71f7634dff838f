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
      { path: '/support/details/:id', chunk: 'support-details', load: details },
      { path: '/notices', chunk: 'support-notices', load: notices },
    ]);
    return { routes, details, notices };
  }

  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  it("adds prefetch links for the matched page's files only, without running the page", async () => {
    const { routes, details, notices } = supportRoutes();
    const entry = 'https://www.example.com/remotes/mf-support/v1/mf-manifest.json';
    const load = jest.fn(async () => ({
      module: { routes, Providers: () => null },
      version: 'v1',
      entry,
    }));
    const readMap = jest.fn(async () => ({
      'support-details': ['support-details.1a2b3c4d.js', '630.5e6f7a8b.js', 'styles.9c0d1e2f.css'],
      'support-notices': ['support-notices.3f4a5b6c.js', '630.5e6f7a8b.js'],
    }));
    const urls = await prefetchPage('/support/details/9', registry, load, readMap);
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf-support' }));
    expect(readMap).toHaveBeenCalledWith(
      'https://www.example.com/remotes/mf-support/v1/route-chunks.json',
    );
    const base = 'https://www.example.com/remotes/mf-support/v1/';
    expect(urls).toEqual([
      `${base}support-details.1a2b3c4d.js`,
      `${base}630.5e6f7a8b.js`,
      `${base}styles.9c0d1e2f.css`,
    ]);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => [link.href, link.as])).toEqual([
      [`${base}support-details.1a2b3c4d.js`, 'script'],
      [`${base}630.5e6f7a8b.js`, 'script'],
      [`${base}styles.9c0d1e2f.css`, 'style'],
    ]);
    // Downloaded for later, never run now.
    expect(details).not.toHaveBeenCalled();
    expect(notices).not.toHaveBeenCalled();
    // A second page sharing a file adds only its own.
    expect(await prefetchPage('/notices', registry, load, readMap)).toEqual([
      `${base}support-notices.3f4a5b6c.js`,
    ]);
  });

  it('rejects when the route-chunks file cannot be read (the navigation then loads as usual)', async () => {
    const { routes } = supportRoutes();
    const load = jest.fn(async () => ({
      module: { routes, Providers: () => null },
      version: 'v1',
      entry: 'https://www.example.com/remotes/mf-support/v1/mf-manifest.json',
    }));
    await expect(
      prefetchPage('/notices', registry, load, () => Promise.reject(new Error('HTTP 404'))),
    ).rejects.toThrow('HTTP 404');
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });

  it('imports the page module of a remote bundled into the page (no entry: the monolith)', async () => {
    const { routes, details, notices } = supportRoutes();
    const load = jest.fn(async () => ({
      module: { routes, Providers: () => null },
      version: 'monolith',
    }));
    expect(await prefetchPage('/support/details/9', registry, load)).toEqual([]);
    expect(details).toHaveBeenCalledTimes(1);
    expect(notices).not.toHaveBeenCalled();
  });

  it('does nothing for a path no remote owns', async () => {
    const load = jest.fn();
    await prefetchPage('/nobody/owns/this', registry, load);
    expect(load).not.toHaveBeenCalled();
  });
});

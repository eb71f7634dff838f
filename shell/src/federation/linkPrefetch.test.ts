import type { RouteObject } from 'react-router';
import { registryWithOwnership } from '@xingheng/shared/registry';
import { DEFAULT_SITE_CONFIG } from '@xingheng/shared';
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

  it("loads the owning remote and the matched page's chunk, not the others", async () => {
    const support = jest.fn(async () => ({}));
    const notices = jest.fn(async () => ({}));
    const routes: RouteObject[] = [
      { id: '/support/details/:id', path: '/support/details/:id', lazy: support },
      { id: '/notices', path: '/notices', lazy: notices },
    ];
    const load = jest.fn(async () => ({
      module: { routes, Providers: () => null },
      version: 'v1',
    }));
    await prefetchPage('/support/details/9', registry, load);
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf-support' }));
    expect(support).toHaveBeenCalledTimes(1);
    expect(notices).not.toHaveBeenCalled();
  });

  it('does nothing for a path no remote owns', async () => {
    const load = jest.fn();
    await prefetchPage('/nobody/owns/this', registry, load);
    expect(load).not.toHaveBeenCalled();
  });
});

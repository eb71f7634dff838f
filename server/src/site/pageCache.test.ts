import type { RenderJob } from '../ssr/renderJob';
import { createPageCache, pageCacheKey, type CachedPage } from './pageCache';
import { PageBody } from './pageEncoding';

const job = (overrides: Partial<RenderJob> = {}): RenderJob =>
  ({
    url: 'http://localhost:8080/news?page=2',
    token: '',
    registry: {} as RenderJob['registry'],
    template: '',
    shellVersion: 's1',
    remote: { record: { name: 'mf-marketing' }, version: 'm1', entry: '/e' },
    ...overrides,
  }) as RenderJob;

const page = (html = '<h1>页</h1>'): CachedPage => ({ status: 200, body: new PageBody(html) });

test('the key names URL, shell and remote version; a token cookie has none', () => {
  expect(pageCacheKey(job())).toBe('s1\nmf-marketing@m1\nhttp://localhost:8080/news?page=2');
  expect(pageCacheKey(job({ remote: { ...job().remote!, version: 'm2' } }))).toContain('@m2');
  expect(pageCacheKey(job({ token: 'tok' }))).toBeUndefined();
});

test('an answer lives for its time to live; a fallback is not kept', async () => {
  let now = 0;
  const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1e6, now: () => now });
  await cache.through('a', async () => page());
  expect(cache.get('a')).toBeDefined();
  now = 1000;
  expect(cache.get('a')).toBeUndefined();
  await cache.through('b', async () => undefined);
  expect(cache.size()).toBe(0);
});

test('concurrent requests share one render; a clear during it keeps nothing', async () => {
  const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1e6 });
  let renders = 0;
  let finish: (p: CachedPage) => void = () => undefined;
  const produce = () => {
    renders += 1;
    return new Promise<CachedPage>((resolve) => {
      finish = resolve;
    });
  };
  const first = cache.through('k', produce);
  const second = cache.through('k', produce);
  cache.clear();
  finish(page());
  expect(await first).toBe(await second);
  expect(renders).toBe(1);
  expect(cache.size()).toBe(0);
});

test('beyond its limits the least recently used answer goes first', async () => {
  const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1e6 });
  await cache.through('a', async () => page());
  await cache.through('b', async () => page());
  cache.get('a');
  await cache.through('c', async () => page());
  expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([
    true,
    false,
    true,
  ]);
  const small = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 3000 });
  await small.through('x', async () => page('x'.repeat(1500)));
  await small.through('y', async () => page('y'.repeat(1500)));
  expect([small.get('x'), small.get('y')].map(Boolean)).toEqual([false, true]);
});

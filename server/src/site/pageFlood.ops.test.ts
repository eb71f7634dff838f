import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rawGet } from '../testing/rawGet';
import type { DeployFixture } from '../testing/deployFixture';
import { DEPLOY_CHECK_MS } from './deployState';
import type { SsrOptions } from './pageOptions';
import { startFixtureSite, type FixtureSite } from './fixtureSite';
import { deployLayout } from '@xingheng/release';

// A flood of page requests must not stall the process (docs/performance.md "Server rendering",
// "Page cache", "Page rate limit"): renders run in worker threads while the event loop answers
// the API; a full queue and a render past the budget answer the static page; anonymous pages are
// served from a cache that a registry switch empties; each address has a page rate limit.

/**
 * The shell's server build of these tests: `?busy=N` keeps its thread busy N ms without yielding
 * (a heavy page), `?api=1` asks the API for the menu through the shared client as the real loaders
 * do, and each render carries a nonce, so a page served from the cache is recognisable.
 */
const SHELL_BUILD = `
exports.jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\\\u003c');
exports.renderPage = async (input) => {
  const url = new URL(input.url);
  const busy = Number(url.searchParams.get('busy') || 0);
  const end = Date.now() + busy;
  while (Date.now() < end) {}
  let menu = '';
  if (url.searchParams.has('api')) {
    const shared = require('@xingheng/shared');
    shared.setSiteConfig(input.registry.site);
    const client = await shared.loadApiClient();
    const answer = await client.get('/web/index/getWebsiteMenu');
    menu = ' menu=' + answer.data.data.length;
  }
  const version = input.remote ? input.remote.version : 'none';
  return {
    kind: 'page',
    status: 200,
    head: '<title>渲染</title>',
    body: '<h1>rendered ' + version + ' ' + url.pathname + ' nonce=' + Math.random() + ' token=' + input.token + menu + '</h1>' + '<p>星衡时空</p>'.repeat(200),
    payload: { remote: null, hydrationData: { loaderData: {} } },
  };
};
`;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Gives the fixture a shell server build and mf-marketing server builds at v1 and v2. */
function withServerBuilds(fixture: DeployFixture) {
  const layout = deployLayout(fixture.root);
  write(path.join(layout.shellVersionDir('v1'), 'ssr', 'render.js'), SHELL_BUILD);
  for (const version of ['v1', 'v2']) {
    const dir = layout.remoteVersionDir('mf-marketing', version);
    write(path.join(dir, 'ssr', 'routes.js'), 'exports.routes = [];');
    write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf-marketing' }));
  }
}

function textOf(answer: { body: Buffer; headers: Record<string, unknown> }): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

const nonceOf = (html: string) => /nonce=([\d.]+)/.exec(html)?.[1];

/**
 * Starts a fixture site with the server builds and rendering on (no page cache, no rate limit) for
 * the tests of one `describe` block, and closes it after them. `console.warn` is silenced, its
 * messages collected into `warnings` when given.
 * @param name the temporary folder's name
 * @param ssr the rendering options of the block
 * @returns a holder whose `site` is set once the block runs
 */
function renderingSite(name: string, ssr: SsrOptions, warnings?: string[]) {
  const holder: { site?: FixtureSite } = {};
  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation((message: string) => {
      warnings?.push(message);
    });
    holder.site = await startFixtureSite(name, withServerBuilds, {
      ssr,
      pageCache: false,
      pageRateLimit: false,
    });
  }, 60_000);
  afterAll(async () => {
    await holder.site?.close();
    jest.restoreAllMocks();
  });
  return holder;
}

describe('renders in worker threads', () => {
  const warnings: string[] = [];
  const block = renderingSite(
    'site-flood',
    { enabled: true, threads: 2, maxQueue: 2, budgetMs: 5000 },
    warnings,
  );

  const get = (urlPath: string) => rawGet(`${block.site?.origin}${urlPath}`);

  test("a page's loaders reach the API from the render thread", async () => {
    const answer = await get('/aboutus?api=1');
    expect(answer.status).toBe(200);
    expect(textOf(answer)).toMatch(
      /<h1>rendered v1 \/aboutus nonce=[\d.]+ token= menu=[1-9]\d*<\/h1>/,
    );
  });

  test('the API answers at once while renders keep every thread busy', async () => {
    const renders = [1, 2, 3, 4].map((i) => get(`/aboutus?busy=1500&i=${i}`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A render on the main thread would hold this call for seconds (1.5 s per render ahead of it).
    const menu = await timed(() => get('/api/web/index/getWebsiteMenu'));
    expect(menu.value.status).toBe(200);
    expect(menu.ms).toBeLessThan(500);
    for (const answer of await Promise.all(renders)) {
      expect(answer.status).toBe(200);
      expect(textOf(answer)).toContain('<h1>rendered v1 /aboutus');
    }
  }, 20_000);

  test('a render that finds the queue full gets the static page at once', async () => {
    // Two running, two waiting: the queue (2) is full.
    const renders = [1, 2, 3, 4].map((i) => get(`/aboutus?busy=1500&full=${i}`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await timed(() => get('/aboutus?refused=1'));
    expect(refused.value.status).toBe(200);
    expect(textOf(refused.value)).toBe(block.site?.fixture.page);
    expect(refused.value.headers['server-timing']).toBe('page;desc="static"');
    expect(refused.ms).toBeLessThan(500);
    expect(warnings.join('\n')).toMatch(/渲染队列已满.*|改由浏览器渲染：渲染队列已满/);
    for (const answer of await Promise.all(renders)) {
      expect(textOf(answer)).toContain('<h1>rendered v1 /aboutus');
    }
  }, 20_000);
});

describe('the pool enforces the render budget', () => {
  const block = renderingSite('site-budget', { enabled: true, threads: 1, budgetMs: 400 });

  test('a render that never yields is abandoned at the budget and its thread replaced', async () => {
    // The loop would hold the only thread for 30 s. A new thread starts in a second or two on an
    // idle machine, several on a loaded 2-core CI runner (it runs at a lower CPU priority than the
    // other test worker): rendering must be back well before the loop could have ended.
    const loopMs = 30_000;
    const stuck = await timed(() => rawGet(`${block.site?.origin}/aboutus?busy=${loopMs}`));
    expect(textOf(stuck.value)).toBe(block.site?.fixture.page);
    expect(stuck.ms).toBeLessThan(2000);
    const started = Date.now();
    const limit = loopMs - 10_000;
    let next = '';
    while (!next.includes('<h1>rendered') && Date.now() - started < limit) {
      next = textOf(await rawGet(`${block.site?.origin}/aboutus?after=${Date.now()}`));
    }
    expect(next).toContain('<h1>rendered v1 /aboutus');
    expect(Date.now() - started).toBeLessThan(limit);
  }, 45_000);
});

describe('the page cache', () => {
  let site: FixtureSite | undefined;
  let registryFile = '';

  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    site = await startFixtureSite('site-page-cache', withServerBuilds, {
      ssr: { enabled: true, threads: 1, budgetMs: 5000 },
      pageCache: { ttlMs: 60_000, maxEntries: 100, maxBytes: 8 * 1024 * 1024 },
      pageRateLimit: false,
    });
    registryFile = deployLayout(site.fixture.root).registryFile;
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    jest.restoreAllMocks();
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    rawGet(`${site?.origin}${urlPath}`, headers);

  /**
   * Rewrites the registry as a release would (a new file moved into place), and waits past the
   * server's look at the deploy files (`DEPLOY_CHECK_MS`).
   */
  async function switchRegistry(change: (registry: Record<string, unknown>) => void) {
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Record<string, unknown>;
    change(registry);
    fs.writeFileSync(`${registryFile}.next`, JSON.stringify(registry));
    fs.renameSync(`${registryFile}.next`, registryFile);
    await new Promise((resolve) => setTimeout(resolve, DEPLOY_CHECK_MS * 2));
  }

  test('an anonymous page is rendered once and served again, compressed for each visitor', async () => {
    const first = textOf(await get('/aboutus?cache=1', { 'accept-encoding': 'br' }));
    const again = await get('/aboutus?cache=1', { 'accept-encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['server-timing']).toBe('page;desc="cache"');
    expect(nonceOf(first)).toBeDefined();
    expect(textOf(again)).toBe(first);
    expect(textOf(await get('/aboutus?cache=1'))).toBe(first);
    // Another query is another page.
    expect(nonceOf(textOf(await get('/aboutus?cache=2')))).not.toBe(nonceOf(first));
  });

  test('a visitor with a token cookie is rendered afresh and never gets or leaves a shared copy', async () => {
    const anonymous = textOf(await get('/aboutus?mine=1'));
    const a = textOf(await get('/aboutus?mine=1', { cookie: 'xh_token=tokA' }));
    const b = textOf(await get('/aboutus?mine=1', { cookie: 'xh_token=tokA' }));
    expect(a).toContain('token=tokA');
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(nonceOf(a)).not.toBe(nonceOf(anonymous));
    expect(textOf(await get('/aboutus?mine=1'))).toBe(anonymous);
  });

  test('during a canary the cache keeps one copy per version and never shares a cookie', async () => {
    await switchRegistry((registry) => {
      const remotes = registry.remotes as { name: string; canary?: unknown }[];
      const marketing = remotes.find((r) => r.name === 'mf-marketing');
      if (!marketing) throw new Error('mf-marketing missing');
      marketing.canary = {
        version: 'v2',
        entry: '/remotes/mf-marketing/v2/mf-manifest.json',
        percent: 10,
      };
    });
    const inCanary = await get('/aboutus?c=1', { cookie: 'xh_canary_bucket=3' });
    const inCanaryAgain = await get('/aboutus?c=1', { cookie: 'xh_canary_bucket=5' });
    const outside = await get('/aboutus?c=1', { cookie: 'xh_canary_bucket=55' });
    expect(textOf(inCanary)).toContain('rendered v2');
    expect(textOf(inCanaryAgain)).toBe(textOf(inCanary));
    expect(textOf(outside)).toContain('rendered v1');
    expect(inCanaryAgain.headers['set-cookie']).toBeUndefined();
    // New visitors each get their own bucket cookie, whichever copy they are served.
    for (let i = 0; i < 3; i += 1) {
      const fresh = await get('/aboutus?c=1');
      expect(fresh.headers['set-cookie']).toEqual([
        expect.stringMatching(/^xh_canary_bucket=\d+;/),
      ]);
    }
  });

  test('a registry switch drops the cached pages at once', async () => {
    // A returning visitor outside the canary of the test above: always the active version.
    const visitor = { cookie: 'xh_canary_bucket=55' };
    const before = textOf(await get('/aboutus?switch=1', visitor));
    expect(textOf(await get('/aboutus?switch=1', visitor))).toBe(before);
    // A change the cache key does not name: only dropping the cache shows it.
    await switchRegistry((registry) => {
      (registry.site as Record<string, unknown>).tenantAppId = 'xh-web-switched';
    });
    const after = textOf(await get('/aboutus?switch=1', visitor));
    expect(nonceOf(after)).not.toBe(nonceOf(before));
    expect(after).toContain('xh-web-switched');
    expect(before).not.toContain('xh-web-switched');
  });
});

describe('the page rate limit', () => {
  let site: FixtureSite | undefined;

  beforeAll(async () => {
    site = await startFixtureSite('site-page-rate', undefined, {
      ssr: { enabled: false },
      pageRateLimit: { max: 3, windowMs: 60_000 },
    });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  test('an address past the limit gets a 429 page in Chinese; the API, files and others do not', async () => {
    for (const page of ['/', '/aboutus', '/news']) {
      expect((await rawGet(`${site?.origin}${page}`)).status).toBe(200);
    }
    const limited = await rawGet(`${site?.origin}/aboutus`);
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(textOf(limited)).toContain('访问过于频繁');
    expect((await rawGet(`${site?.origin}/api/web/index/getWebsiteMenu`)).status).toBe(200);
    expect((await rawGet(`${site?.origin}/mf-registry.json`)).status).toBe(200);
    // Another visitor behind the local proxy (nginx, trusted on loopback) is counted apart.
    const other = await rawGet(`${site?.origin}/aboutus`, { 'x-forwarded-for': '203.0.113.9' });
    expect(other.status).toBe(200);
  });
});

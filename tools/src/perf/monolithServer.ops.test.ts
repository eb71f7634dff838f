import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registryWithOwnership } from '@xingheng/shared/registry';
import { LOCAL_SITE_CONFIG } from '@xingheng/release';
import { createMonolithServer } from './monolithServer';

// The perf lab's monolith server over a small CommonJS server build that behaves like
// monolith/src/render.ts: pages are rendered on the server with the bundled remote at version
// `monolith`, go through the site's page answer (cache, statuses) and fall back to the static page
// when the render fails, as the federated site's do (docs/performance.md "Monolith comparison").

const TEMPLATE =
  '<!doctype html><html><head><title>默认</title><link href=/monolith/styles.1.css rel=stylesheet>' +
  '<script defer src=/monolith/main.js></script></head><body><div id=root></div></body></html>';

const SERVER_BUILD = `
exports.MONOLITH_VERSION = 'monolith';
const routes = { routes: [{ path: '/news', handle: { chunk: 'marketing-news' } }] };
exports.bundledRoutesOf = (name) => (name === 'mf-marketing' ? routes : undefined);
exports.jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\\\u003c');
exports.renderPage = async (input) => {
  if (input.url.includes('throw')) throw new Error('组件渲染出错');
  if (input.url.includes('old')) return { kind: 'redirect', status: 301, location: '/news' };
  const remote = input.remote ? input.remote.record.name + '@' + input.remote.version : 'none';
  return {
    kind: 'page',
    status: input.remote ? 200 : 404,
    head: '<title>新闻动态</title>',
    body: '<h1>' + remote + ' token=' + input.token + '</h1>',
    payload: { remote: input.remote ? { name: input.remote.record.name, version: input.remote.version } : null, hydrationData: { loaderData: {} } },
  };
};
`;

let root = '';
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-monolith-'));
  const dist = path.join(root, 'dist');
  const deploy = path.join(root, 'deploy');
  fs.mkdirSync(path.join(dist, 'ssr'), { recursive: true });
  fs.mkdirSync(deploy);
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log("单体");');
  fs.writeFileSync(path.join(dist, 'ssr', 'render.js'), SERVER_BUILD);
  fs.writeFileSync(
    path.join(dist, 'route-chunks.json'),
    JSON.stringify({ 'marketing-news': ['marketing-news.2.js', '77.3.js', 'styles.1.css'] }),
  );
  const registry = registryWithOwnership(LOCAL_SITE_CONFIG, (name) => ({
    version: 'v1',
    entry: `/remotes/${name}/v1/mf-manifest.json`,
  }));
  fs.writeFileSync(path.join(deploy, 'mf-registry.json'), JSON.stringify(registry));
  app = await createMonolithServer({
    distDir: dist,
    deployDir: deploy,
    dbFile: path.join(root, 'api.sqlite'),
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the monolith server', () => {
  it('renders a page on the server with the bundled remote, ready to hydrate', async () => {
    const page = await app.inject({ url: '/news' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['server-timing']).toMatch(/desc="render"/);
    expect(page.body).toContain('<div id="root"><h1>mf-marketing@monolith token=</h1></div>');
    expect(page.body).toContain('<title>新闻动态</title>');
    expect(page.body).not.toContain('<title>默认</title>');
    // The hydration payload names the version the bundled loader reports; the registry goes along.
    expect(page.body).toMatch(
      /<script type="application\/json" id="xh-ssr">[^<]*"version":"monolith"/,
    );
    expect(page.body).toContain('id="xh-registry"');
    // The page's own scripts are preloaded at low priority; its stylesheet is linked already.
    expect(page.body).toContain(
      '<link rel="preload" href="/monolith/marketing-news.2.js" as="script" fetchpriority="low">',
    );
    expect(page.body).toContain('href="/monolith/77.3.js"');
    expect(page.body).not.toContain('as="script" fetchpriority="low" href="/monolith/styles');
    // An anonymous page is kept, as the site's are.
    const again = await app.inject({ url: '/news' });
    expect(again.headers['server-timing']).toMatch(/desc="cache"/);
    expect(again.body).toBe(page.body);
  });

  it('renders for the visitor its token cookie names, without caching that page', async () => {
    const page = await app.inject({ url: '/news', headers: { cookie: 'xh_token=abc' } });
    expect(page.body).toContain('token=abc');
    expect(page.headers['server-timing']).toMatch(/desc="render"/);
  });

  it('answers a path no remote owns with 404, rendered', async () => {
    const page = await app.inject({ url: '/nowhere-at-all' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>none token=</h1>');
  });

  it('passes a redirect on and serves the static page when the render fails', async () => {
    const moved = await app.inject({ url: '/news?old=1' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/news');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = await app.inject({ url: '/news?throw=1' });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['server-timing']).toMatch(/desc="static"/);
    expect(failed.body).toBe(TEMPLATE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('组件渲染出错'));
    warn.mockRestore();
  });

  it('serves the monolith files but never its server build or the page file itself', async () => {
    expect((await app.inject({ url: '/monolith/main.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/monolith/ssr/render.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/monolith/index.html' })).statusCode).toBe(404);
  });
});

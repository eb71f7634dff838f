import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryWithOwnership, type Registry, type RemoteRecord } from '@xingheng/shared/registry';
import { LOCAL_SITE_CONFIG } from '@xingheng/release';
import {
  createPageRenderer,
  remoteHeadLinks,
  shellVersionOfPage,
  type PageRenderer,
} from './pageRenderer';

// The page renderer against a deploy folder holding small CommonJS server builds that behave like
// the real ones (shell/src/ssr/renderPage.tsx): which version it renders for which visitor, and
// that every failure falls back to browser rendering instead of taking the page down. The renders
// run in the renderer's worker threads, as under `npm start`.

const TEMPLATE =
  '<!doctype html><html><head><title>默认</title><script defer src=/shell/s1/main.js></script>' +
  '</head><body><div id=root></div></body></html>';

/** The shell's server build: renders the remote version it was given, or throws / waits on cue. */
const SHELL_BUILD = `
exports.jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\\\u003c');
exports.renderPage = async (input) => {
  if (input.url.includes('throw')) throw new Error('组件渲染出错');
  if (input.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 5000));
  const remote = input.remote ? input.remote.module.label + '@' + input.remote.version : 'none';
  return {
    kind: 'page',
    status: input.url.includes('missing') ? 404 : 200,
    head: '<title>页面标题</title>',
    body: '<h1>' + remote + ' ' + new URL(input.url).pathname + ' token=' + input.token + '</h1>',
    payload: { remote: input.remote ? { name: input.remote.record.name, version: input.remote.version } : null, hydrationData: { loaderData: {} } },
  };
};
`;

let root = '';
let registry: Registry;
const warnings: string[] = [];

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function remoteVersion(name: string, version: string, label: string) {
  const dir = path.join(root, 'remotes', name, version);
  write(
    path.join(dir, 'ssr', 'routes.js'),
    `exports.routes = []; exports.Providers = function Providers() {}; exports.label = ${JSON.stringify(label)};`,
  );
  write(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['react.1.js'], async: [] } } }],
      exposes: [
        {
          path: './routes',
          assets: {
            js: { sync: ['react.1.js', 'expose.2.js'] },
            css: { sync: [], async: ['styles.3.css'] },
          },
        },
      ],
    }),
  );
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-ssr-'));
  write(path.join(root, 'shell', 's1', 'ssr', 'render.js'), SHELL_BUILD);
  remoteVersion('mf-marketing', 'm1', '活动版本');
  remoteVersion('mf-marketing', 'm2', '灰度版本');
  remoteVersion('mf-support', 'p1', '支持');
  // mf-support p2 is listed but its server build is missing; mf-account a1 has a broken one.
  remoteVersion('mf-account', 'a1', '账户');
  write(
    path.join(root, 'remotes', 'mf-account', 'a1', 'ssr', 'routes.js'),
    'throw new Error("坏的构建");',
  );
  registry = registryWithOwnership(LOCAL_SITE_CONFIG, (name) => ({
    version: name === 'mf-marketing' ? 'm1' : name === 'mf-support' ? 'p2' : 'a1',
    entry: `/remotes/${name}/${name === 'mf-marketing' ? 'm1' : name === 'mf-support' ? 'p2' : 'a1'}/mf-manifest.json`,
  }));
});

let bucket = 7;
const renderers: PageRenderer[] = [];
let normal: PageRenderer;
let tight: PageRenderer;

beforeAll(async () => {
  const make = (budgetMs: number) => {
    const made = createPageRenderer({
      deployDir: root,
      budgetMs,
      threads: 1,
      answerApi: () => Promise.reject(new Error('这些构建不调用接口')),
      warn: (message) => warnings.push(message),
      drawBucket: () => bucket,
    });
    renderers.push(made);
    return made;
  };
  normal = make(5000);
  tight = make(200);
  await Promise.all(renderers.map((r) => r.ready(30_000)));
}, 60_000);

afterAll(async () => {
  await Promise.all(renderers.map((r) => r.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

function remote(name: string): RemoteRecord {
  const record = registry.remotes.find((r) => r.name === name);
  if (!record) throw new Error(name);
  return record;
}

/** The renderer with a budget of 5 s (or 200 ms), drawing `drawn` for a new visitor. */
function renderer(budgetMs = 5000, drawn = 7) {
  bucket = drawn;
  const chosen = budgetMs === 200 ? tight : normal;
  return chosen.render.bind(chosen);
}

test('renders the active version into the shell page with the registry, payload and preloads', async () => {
  const answer = await renderer()(
    { url: 'http://site/aboutus', cookie: 'xh_token=tok123' },
    registry,
    remote('mf-marketing'),
    TEMPLATE,
  );
  expect(answer?.status).toBe(200);
  const html = answer?.html ?? '';
  expect(html).toContain('<div id="root"><h1>活动版本@m1 /aboutus token=tok123</h1></div>');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain('<title>页面标题</title>');
  expect(html).toContain('<script type="application/json" id="xh-registry">');
  expect(html).toContain('"remote":{"name":"mf-marketing","version":"m1"}');
  expect(html).toContain(
    '<link rel="stylesheet" href="/remotes/mf-marketing/m1/styles.3.css" data-href="styles.3.css">',
  );
  expect(html).toContain(
    '<link rel="preload" href="/remotes/mf-marketing/m1/expose.2.js" as="script">',
  );
  // The shell provides React: the remote's own copy is not preloaded.
  expect(html).not.toContain('react.1.js');
  expect(answer?.setCookies).toEqual([]);
});

test('a route error keeps its status (404 for a missing record)', async () => {
  const answer = await renderer()(
    { url: 'http://site/news/details/missing', cookie: undefined },
    registry,
    remote('mf-marketing'),
    TEMPLATE,
  );
  expect(answer?.status).toBe(404);
});

test('during a canary, a new visitor gets a bucket cookie and the version of that bucket', async () => {
  const withCanary: RemoteRecord = {
    ...remote('mf-marketing'),
    canary: { version: 'm2', entry: '/remotes/mf-marketing/m2/mf-manifest.json', percent: 10 },
  };
  // The bucket the renderer draws for a visitor without a cookie, and the visitor's cookie.
  const render = (bucket: number, cookie: string | undefined) =>
    renderer(5000, bucket)({ url: 'http://site/', cookie }, registry, withCanary, TEMPLATE);
  const inCanary = await render(7, undefined);
  expect(inCanary?.html).toContain('灰度版本@m2');
  expect(inCanary?.setCookies).toEqual([
    expect.stringMatching(/^xh_canary_bucket=7; Max-Age=31536000; Path=\/; SameSite=Lax$/),
  ]);
  const outside = await render(55, undefined);
  expect(outside?.html).toContain('活动版本@m1');
  // A visitor with a bucket keeps it; a pinned version wins over the bucket.
  const returning = await render(99, 'xh_canary_bucket=3');
  expect(returning?.html).toContain('@m2');
  expect(returning?.setCookies).toEqual([]);
  const pinned = await renderer()(
    { url: 'http://site/', cookie: 'xh_canary_bucket=3; xh_remote_override=mf-marketing@m1' },
    registry,
    withCanary,
    TEMPLATE,
  );
  expect(pinned?.html).toContain('@m1');
});

test.each([
  ['a remote version without a server build', 'mf-support', 'http://site/support'],
  ['a server build that throws while loading', 'mf-account', 'http://site/login'],
  ['a page that throws while rendering', 'mf-marketing', 'http://site/throw'],
])('%s falls back to browser rendering, with a warning', async (_case, name, url) => {
  warnings.length = 0;
  const answer = await renderer()({ url, cookie: undefined }, registry, remote(name), TEMPLATE);
  expect(answer).toBeUndefined();
  expect(warnings).toEqual([expect.stringContaining('改由浏览器渲染')]);
});

test('a render past the budget falls back at the budget, not when the render ends', async () => {
  warnings.length = 0;
  const started = Date.now();
  const answer = await renderer(200)(
    { url: 'http://site/slow', cookie: undefined },
    registry,
    remote('mf-marketing'),
    TEMPLATE,
  );
  expect(answer).toBeUndefined();
  expect(Date.now() - started).toBeLessThan(2000);
  expect(warnings.join('')).toMatch(/200 ms/);
});

test('a page not made by a versioned shell is not rendered', async () => {
  const answer = await renderer()(
    { url: 'http://site/', cookie: undefined },
    registry,
    remote('mf-marketing'),
    TEMPLATE.replace('/shell/s1/main.js', '/main.js'),
  );
  expect(answer).toBeUndefined();
  expect(shellVersionOfPage(TEMPLATE)).toBe('s1');
});

test('remoteHeadLinks resolves files next to the manifest', () => {
  expect(
    remoteHeadLinks('https://cdn.example.com/r/v9/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
  ).toBe(
    '<link rel="preload" href="https://cdn.example.com/r/v9/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
      '<link rel="preload" href="https://cdn.example.com/r/v9/remoteEntry.js" as="script">',
  );
});

test("remoteHeadLinks adds the page chunk's scripts and stylesheet once", () => {
  expect(
    remoteHeadLinks(
      '/remotes/mf-order/o1/mf-manifest.json',
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './routes',
            assets: { js: { sync: ['routes.1.js'] }, css: { sync: ['styles.2.css'] } },
          },
        ],
      },
      ['order-payment.3.js', 'routes.1.js', 'styles.2.css'],
    ),
  ).toBe(
    '<link rel="stylesheet" href="/remotes/mf-order/o1/styles.2.css" data-href="styles.2.css">' +
      '<link rel="preload" href="/remotes/mf-order/o1/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
      '<link rel="preload" href="/remotes/mf-order/o1/remoteEntry.js" as="script">' +
      '<link rel="preload" href="/remotes/mf-order/o1/routes.1.js" as="script">' +
      '<link rel="preload" href="/remotes/mf-order/o1/order-payment.3.js" as="script" fetchpriority="low">',
  );
});

test("the page's own chunk is preloaded from the version's route-chunks.json", async () => {
  remoteVersion('mf-order', 'o2', '订单');
  const dir = path.join(root, 'remotes', 'mf-order', 'o2');
  write(
    path.join(dir, 'ssr', 'routes.js'),
    `exports.routes = [{ path: '/order', handle: { chunk: 'order-service' } }, { path: '/order/payment', handle: { chunk: 'order-payment' } }];` +
      `exports.Providers = function Providers() {}; exports.label = '订单';`,
  );
  write(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify({
      'order-service': ['order-service.9.js', '630.8.js', 'styles.3.css'],
      'order-payment': ['order-payment.7.js'],
    }),
  );
  const record: RemoteRecord = {
    ...remote('mf-order'),
    version: 'o2',
    entry: '/remotes/mf-order/o2/mf-manifest.json',
  };
  const answer = await renderer()(
    { url: 'http://site/order', cookie: undefined },
    registry,
    record,
    TEMPLATE,
  );
  const html = answer?.html ?? '';
  expect(html).toContain(
    '<link rel="preload" href="/remotes/mf-order/o2/order-service.9.js" as="script" fetchpriority="low">',
  );
  expect(html).toContain(
    '<link rel="preload" href="/remotes/mf-order/o2/630.8.js" as="script" fetchpriority="low">',
  );
  expect(html).not.toContain('order-payment.7.js');
  expect(html.match(/<link rel="stylesheet" href="[^"]*styles\.3\.css"/g)).toHaveLength(1);
});

test('a version folder taken away while the server runs falls back, though its build was loaded', async () => {
  remoteVersion('mf-order', 'o1', '订单');
  const record: RemoteRecord = {
    ...remote('mf-order'),
    version: 'o1',
    entry: '/remotes/mf-order/o1/mf-manifest.json',
  };
  const render = renderer();
  const first = await render(
    { url: 'http://site/order', cookie: undefined },
    registry,
    record,
    TEMPLATE,
  );
  expect(first?.html).toContain('订单@o1');
  fs.rmSync(path.join(root, 'remotes', 'mf-order', 'o1'), { recursive: true, force: true });
  warnings.length = 0;
  const second = await render(
    { url: 'http://site/order', cookie: undefined },
    registry,
    record,
    TEMPLATE,
  );
  expect(second).toBeUndefined();
  expect(warnings).toEqual([expect.stringContaining('改由浏览器渲染')]);
});

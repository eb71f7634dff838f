import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Browser } from 'playwright-core';
import { launchChromium, REPO_ROOT } from '@xingheng/release';
import { freePort } from '@xingheng/release/testing';
import { buildApiServer } from '@xingheng/api';
import { CACHE, createSiteServer } from '../site/server';
import {
  copyDeploy,
  hasVersionedDeploy,
  readableTempDir,
  writeDeployFixture,
  type DeployFixture,
} from '../testing/deployFixture';
import { startNginx, type RunningNginx } from './nginxProcess';
import { rawGet } from '../testing/rawGet';
import { securityHeaderMismatches } from '../testing/securityHeaderCheck';

// docs/deployment.md: Debian's nginx with ops/nginx's configuration, on a loopback port, in front
// of the real API on a temporary SQLite file.

/** A page renderer address nothing listens on (the discard port): the renderer is down. */
const RENDERER_DOWN = '127.0.0.1:9';

let tmp = '';
let api: FastifyInstance | undefined;
let apiServer = '';
/** Headers of the requests the API received (to see what nginx forwards). */
const apiRequests: Record<string, string | string[] | undefined>[] = [];

beforeAll(async () => {
  tmp = readableTempDir('nginx');
  api = await buildApiServer({ dbFile: path.join(tmp, 'api.sqlite') });
  api.addHook('onRequest', async (request) => {
    apiRequests.push(request.headers);
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiServer = `127.0.0.1:${(api.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await api?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('nginx serving the deploy layout', () => {
  let nginx: RunningNginx | undefined;
  let fixture: DeployFixture;
  const get = (urlPath: string, headers: Record<string, string> = {}) => {
    if (!nginx) throw new Error('nginx did not start (see beforeAll)');
    return rawGet(`${nginx.origin}${urlPath}`, headers);
  };

  beforeAll(async () => {
    fixture = writeDeployFixture(path.join(tmp, 'deploy'));
    // No page renderer answers here: every page route is the static page (the fallback).
    nginx = await startNginx({
      deployRoot: fixture.root,
      runtimeDir: path.join(tmp, 'nginx'),
      apiServer,
      pageServer: RENDERER_DOWN,
    });
  }, 30_000);
  afterAll(() => nginx?.stop());

  test.each([
    '/',
    '/support/details/9',
    '/news',
    '/partner/',
    '/productSolution/services/tryout/6',
  ])(
    'with the page renderer down, the owned page route %s answers the static page with 200, revalidated',
    async (urlPath) => {
      const answer = await get(urlPath);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe(CACHE.revalidate);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.body.toString()).toBe(fixture.page);
    },
  );

  test('a path no remote owns answers the same page with 404, so the shell renders its 404', async () => {
    const answer = await get('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe(CACHE.revalidate);
    expect(answer.body.toString()).toBe(fixture.page);
  });

  test('the registry is JSON and never stored', async () => {
    const answer = await get('/mf-registry.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe(CACHE.noStore);
    expect(JSON.parse(answer.body.toString())).toEqual(JSON.parse(fixture.registry));
  });

  test.each([
    '/remotes/mf-support/v1/remoteEntry.js',
    '/remotes/mf-support/v1/mf-manifest.json',
    '/shell/v1/main.js',
  ])('the versioned file %s is immutable', async (urlPath) => {
    const answer = await get(urlPath);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(CACHE.immutable);
  });

  test.each([
    '/remotes/mf-support/v9/remoteEntry.js',
    '/shell/v9/main.js',
    '/remotes/mf-support/v1/',
    '/shell/v1/.build-fingerprint',
  ])('the missing file %s is a real 404: not the page, not cached', async (urlPath) => {
    const answer = await get(urlPath);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe(CACHE.noStore);
    expect(answer.body.toString()).not.toContain('<html');
  });

  test.each(['/release-ledger.json', '/.release.lock', '/index.html', '/favicon.ico'])(
    '%s is not served',
    async (urlPath) => {
      const answer = await get(urlPath);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('schemaVersion');
    },
  );

  test('JavaScript is gzipped for clients that accept it, and only for them', async () => {
    const gzipped = await get('/shell/v1/main.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(fixture.shellMain);
    const plain = await get('/shell/v1/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(fixture.shellMain);
  });

  // docs/security.md: the same set as `npm start` (one definition in api/src/security), on pages,
  // the API (whose own copies nginx hides: each header once), the registry, versioned files and
  // every kind of 404, including locations that set headers of their own.
  test.each([
    '/',
    '/login',
    '/api/web/index/getWebsiteMenu',
    '/remotes/mf-account/v1/remoteEntry.js',
    '/shell/v1/main.js',
    '/mf-registry.json',
    '/no/such/page',
    '/remotes/mf-support/v9/remoteEntry.js',
    '/api/no/such/endpoint',
    '/release-ledger.json',
    '/favicon.ico',
    '/api/web/news/%E0%A4%A',
  ])('%s carries the security headers, each once', async (urlPath) => {
    const answer = await get(urlPath);
    expect(securityHeaderMismatches(answer.headers, 'builtin')).toEqual([]);
  });

  test('/login cannot be framed: frame-ancestors none and X-Frame-Options DENY', async () => {
    const answer = await get('/login');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  test.each([
    '/shell/v1/main.js.map',
    '/remotes/mf-support/v1/remoteEntry.js.map',
    '/remotes/mf-support/v1/.build-fingerprint',
    '/private/sourcemaps/shell/v1/main.js.map',
    '/private/sourcemaps/shell/v1/',
    '/remotes/mf-support/v1/ssr/routes.js',
  ])(
    '%s is a 404 even though the file is on disk (source maps, dotfiles, server builds)',
    async (urlPath) => {
      const answer = await get(urlPath);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('sourcesContent');
      expect(answer.body.toString()).not.toContain('server build');
    },
  );

  test('/api/ takes bodies up to 9 MB to the API, which answers its own JSON 413 per route', async () => {
    if (!nginx) throw new Error('nginx did not start (see beforeAll)');
    // 3 MB: over nginx's 1 MB default, under the 9 MB of /api/, over the partner form's 1 MiB.
    const answer = await fetch(`${nginx.origin}/api/web/partner/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toMatchObject({ code: 41300 });
  });

  test('/api/ is proxied to the Node API with Host and X-Forwarded-*, never a client X-Forwarded-Host', async () => {
    apiRequests.length = 0;
    const answer = await get('/api/web/index/list', {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'evil.example',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 0 });
    expect(apiRequests).toHaveLength(1);
    expect(apiRequests[0]).toMatchObject({
      host: '127.0.0.1',
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
      'x-forwarded-proto': 'http',
    });
    expect(apiRequests[0]).not.toHaveProperty('x-forwarded-host');
  });
});

describe('nginx over HTTPS (--tls-cert/--tls-key)', () => {
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    const root = path.join(tmp, 'deploy-tls');
    writeDeployFixture(root);
    const certDir = path.join(tmp, 'tls');
    fs.mkdirSync(certDir, { recursive: true });
    const certificate = path.join(certDir, 'cert.pem');
    const key = path.join(certDir, 'key.pem');
    // A throwaway self-signed certificate for 127.0.0.1 (Debian's openssl).
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'pipe' },
    );
    fs.chmodSync(key, 0o644); // nginx's workers (nobody) never read it, the master does; harmless
    nginx = await startNginx({
      deployRoot: root,
      runtimeDir: path.join(tmp, 'nginx-tls'),
      apiServer,
      pageServer: RENDERER_DOWN,
      captchaProvider: 'tencent',
      tls: { certificate, key },
    });
  }, 30_000);
  afterAll(() => nginx?.stop());

  test.each([
    '/',
    '/login',
    '/api/web/index/getWebsiteMenu',
    '/remotes/mf-account/v1/remoteEntry.js',
    '/remotes/mf-support/v9/remoteEntry.js',
  ])('%s carries the set with HSTS and the Tencent captcha CSP', async (urlPath) => {
    if (!nginx) throw new Error('nginx did not start (see beforeAll)');
    expect(nginx.origin).toMatch(/^https:/);
    const answer = await rawGet(`${nginx.origin}${urlPath}`);
    expect(answer.status).toBeLessThan(500);
    expect(securityHeaderMismatches(answer.headers, 'tencent', true)).toEqual([]);
  });
});

describe('nginx in front of a page renderer', () => {
  let nginx: RunningNginx | undefined;
  let renderer: FastifyInstance | undefined;
  let fixture: DeployFixture;
  const get = (urlPath: string) => {
    if (!nginx) throw new Error('nginx did not start (see beforeAll)');
    return rawGet(`${nginx.origin}${urlPath}`);
  };

  beforeAll(async () => {
    fixture = writeDeployFixture(path.join(tmp, 'deploy-rendered'));
    // A renderer that answers like `npm start`'s: its own HTML, a 404 for a missing record.
    renderer = Fastify();
    renderer.setNotFoundHandler(async (request, reply) => {
      const missing = request.url.startsWith('/news/details/999');
      return reply
        .code(missing ? 404 : 200)
        .header('Cache-Control', CACHE.revalidate)
        .header('Vary', 'Cookie')
        .header('Set-Cookie', 'xh_canary_bucket=42; Path=/')
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><h1>rendered ${request.url}</h1>`);
    });
    await renderer.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx({
      deployRoot: fixture.root,
      runtimeDir: path.join(tmp, 'nginx-rendered'),
      apiServer,
      pageServer: `127.0.0.1:${(renderer.server.address() as AddressInfo).port}`,
    });
  }, 30_000);
  afterAll(async () => {
    await nginx?.stop();
    await renderer?.close();
  });

  test("an owned page route is the renderer's page, with its cookie and the security headers once", async () => {
    const answer = await get('/news?category=1');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('<!doctype html><h1>rendered /news?category=1</h1>');
    expect(answer.headers['set-cookie']).toEqual(['xh_canary_bucket=42; Path=/']);
    expect(answer.headers.vary).toMatch(/Cookie/);
    expect(answer.headers['cache-control']).toBe(CACHE.revalidate);
    expect(securityHeaderMismatches(answer.headers, 'builtin')).toEqual([]);
  });

  test("the renderer's 404 for a missing record reaches the browser as it is", async () => {
    const answer = await get('/news/details/999');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('rendered /news/details/999');
  });

  test('when the renderer goes down, the same route answers the static page with 200', async () => {
    await renderer?.close();
    const answer = await get('/support/details/9');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(fixture.page);
    expect(answer.headers['cache-control']).toBe(CACHE.revalidate);
    expect(securityHeaderMismatches(answer.headers, 'builtin')).toEqual([]);
  });
});

const PRODUCTION_DEPLOY = process.env.XH_PAGE_LOAD_DEPLOY ?? path.join(REPO_ROOT, 'deploy');
const productionReady = hasVersionedDeploy(PRODUCTION_DEPLOY);
// `npm test` builds and publishes (`npm run build -- --activate`) before `test:ops`: the page load
// always runs, and fails with that hint when the build is missing.
describe(`page load of the production build through nginx (${PRODUCTION_DEPLOY})`, () => {
  let nginx: RunningNginx | undefined;
  let browser: Browser | undefined;
  let site: FastifyInstance | undefined;

  beforeAll(async () => {
    if (!productionReady) {
      throw new Error(`${PRODUCTION_DEPLOY} has no versioned build: npm run build -- --activate`);
    }
    const root = path.join(tmp, 'production');
    copyDeploy(PRODUCTION_DEPLOY, root);
    // The page renderer is `npm start`'s server over the same folder (docs/performance.md).
    site = await createSiteServer({ deployDir: root, dbFile: path.join(tmp, 'site.sqlite') });
    await site.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx({
      deployRoot: root,
      runtimeDir: path.join(tmp, 'nginx-production'),
      apiServer,
      pageServer: `127.0.0.1:${(site.server.address() as AddressInfo).port}`,
    });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await site?.close();
  });

  test('/ renders its heading and the site header with no console errors', async () => {
    if (!browser || !nginx) throw new Error('nginx or Chromium did not start (see beforeAll)');
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Under the CSP nginx sends: any violation (an inline script, eval, a foreign host) fails.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });

    // The first HTML, before any script, already carries the page's heading (server rendering).
    expect((await rawGet(`${nginx.origin}/`)).body.toString()).toMatch(/<h1[^>]*>[^<]+/);
    const response = await page.goto(`${nginx.origin}/`);
    expect(response?.status()).toBe(200);
    expect(securityHeaderMismatches(response?.headers() ?? {}, 'builtin')).toEqual([]);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ timeout: 20_000 });
    expect((await heading.textContent())?.trim()).not.toBe('');
    await page.getByRole('banner').waitFor();
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  }, 45_000);
});

// docs/deployment.md "Several nodes behind one nginx": two tiny nodes on loopback ports, each
// answering with its own name, and nginx in `--static proxy` mode in front of both.
describe('nginx in front of two nodes (--static proxy)', () => {
  interface TinyNode {
    server: string;
    /** `METHOD path id` of every request the node received. */
    seen: string[];
    close: () => Promise<void>;
  }
  /** A node that answers every request with `behaviour` and records it. */
  const startTinyNode = async (
    name: string,
    behaviour: 'ok' | '502' | 'close-after-post',
  ): Promise<TinyNode> => {
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${String(request.headers['x-test-id'])}`);
        if (behaviour === 'close-after-post' && request.method === 'POST') {
          request.socket.destroy(); // received in full, then the node dies before answering
          return;
        }
        const status = behaviour === '502' ? 502 : 200;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ node: name }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      server: `127.0.0.1:${(server.address() as AddressInfo).port}`,
      seen,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  };
  const started: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of started.splice(0).reverse()) await item.close();
  });
  /** nginx balancing over `servers` (the first is tried first by each worker). */
  const balance = async (label: string, servers: string[]) => {
    const nginx = await startNginx({
      staticFiles: 'proxy',
      runtimeDir: path.join(tmp, `nginx-${label}`),
      apiServer: servers,
    });
    started.push({ close: nginx.stop });
    return nginx;
  };
  const nodeOf = async (answer: Response) =>
    ((await answer.json()) as { node?: string }).node ?? '';
  const idempotentPaths = [
    '/api/web/index/list',
    '/news',
    '/mf-registry.json',
    '/shell/v1/main.js',
  ];

  test.each(['down (connection refused)', 'answering 502'])(
    'with node A %s, every GET (API, page, registry, version file) is answered by node B',
    async (state) => {
      const nodeB = await startTinyNode('B', 'ok');
      started.push(nodeB);
      let nodeA: TinyNode | undefined;
      if (state === 'answering 502') {
        nodeA = await startTinyNode('A', '502');
        started.push(nodeA);
      }
      const nginx = await balance(`two-${nodeA ? '502' : 'down'}`, [
        nodeA?.server ?? `127.0.0.1:${await freePort()}`,
        nodeB.server,
      ]);
      const answers: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const urlPath of idempotentPaths) {
          const answer = await fetch(`${nginx.origin}${urlPath}`);
          answers.push(`${answer.status} ${await nodeOf(answer)} ${urlPath}`);
        }
      }
      expect(answers).toEqual(
        Array.from({ length: 3 }, () => idempotentPaths.map((p) => `200 B ${p}`)).flat(),
      );
      // Node A was asked (and failed) before B answered: the retry happened.
      if (nodeA) expect(nodeA.seen.length).toBeGreaterThan(0);
    },
    30_000,
  );

  test('a POST that node A received and then dropped is not sent again to node B', async () => {
    const nodeA = await startTinyNode('A', 'close-after-post');
    const nodeB = await startTinyNode('B', 'ok');
    started.push(nodeA, nodeB);
    const nginx = await balance('post', [nodeA.server, nodeB.server]);
    const statuses = new Map<string, number>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await fetch(`${nginx.origin}/api/web/order/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-id': `p${i}` },
        body: '{"goodsId":1}',
      });
      statuses.set(`p${i}`, answer.status);
    }
    const idsOf = (node: TinyNode) =>
      node.seen.filter((line) => line.startsWith('POST ')).map((line) => line.split(' ')[2]);
    const [atA, atB] = [idsOf(nodeA), idsOf(nodeB)];
    expect(atA.length).toBeGreaterThan(0);
    // Each POST reached exactly one node; those A dropped failed with 502 instead of going on.
    expect(atA.filter((id) => atB.includes(id))).toEqual([]);
    expect(atA.length + atB.length).toBe(6);
    for (const id of atA) expect(statuses.get(id!)).toBe(502);
    for (const id of atB) expect(statuses.get(id!)).toBe(200);
  }, 30_000);

  test('source maps and server builds are refused before any node is asked', async () => {
    const nodeB = await startTinyNode('B', 'ok');
    started.push(nodeB);
    const nginx = await balance('refuse', [nodeB.server]);
    for (const urlPath of ['/shell/v1/main.js.map', '/remotes/mf-support/v1/ssr/routes.js']) {
      expect((await fetch(`${nginx.origin}${urlPath}`)).status).toBe(404);
    }
    expect(nodeB.seen).toEqual([]);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser } from 'playwright-core';
import { launchChromium, deployLayout } from '@xingheng/release';
import { parseRegistry } from '@xingheng/shared/registry';
import type { DeployFixture } from '../testing/deployFixture';
import { rawGet } from '../testing/rawGet';
import { securityHeaderMismatches } from '../testing/securityHeaderCheck';
import { startFixtureSite, type FixtureSite } from './fixtureSite';

// docs/security.md: the security headers on every answer of `npm start`'s site server, the same
// set nginx sends, and no source map or dotfile served.

let fixture: DeployFixture;
let site: FixtureSite | undefined;
let origin = '';

const get = (urlPath: string) => rawGet(`${origin}${urlPath}`);

beforeAll(async () => {
  site = await startFixtureSite('site-security');
  ({ fixture, origin } = site);
}, 60_000);

afterAll(async () => {
  await site?.close();
});

describe('security headers of npm start', () => {
  test.each([
    ['/', 200],
    ['/login', 200],
    ['/api/web/index/getWebsiteMenu', 200],
    ['/remotes/mf-account/v1/remoteEntry.js', 200],
    ['/shell/v1/main.js', 200],
    ['/mf-registry.json', 200],
    ['/no/such/page', 404],
    ['/remotes/mf-support/v9/remoteEntry.js', 404],
    ['/api/no/such/endpoint', 404],
    ['/favicon.ico', 404],
    // Answered by Fastify's frameworkErrors, where no hook runs.
    ['/api/web/news/%E0%A4%A', 400],
    [`/api/web/news/${'9'.repeat(101)}`, 414],
  ])('%s (HTTP %d) carries the whole set, each header once', async (urlPath, status) => {
    const answer = await get(urlPath);
    expect(answer.status).toBe(status);
    expect(securityHeaderMismatches(answer.headers, 'builtin')).toEqual([]);
  });

  test("the CSP follows the registry's captcha provider at once, without a restart", async () => {
    const layout = deployLayout(fixture.root);
    const registry = parseRegistry(JSON.parse(fixture.registry));
    const tencent = {
      ...registry,
      site: { ...registry.site, captcha: { provider: 'tencent' as const, appId: '1' } },
    };
    const next = `${layout.registryFile}.next`;
    fs.writeFileSync(next, JSON.stringify(tencent));
    fs.renameSync(next, layout.registryFile);
    try {
      for (const urlPath of ['/login', '/remotes/mf-account/v1/remoteEntry.js']) {
        const answer = await get(urlPath);
        expect(securityHeaderMismatches(answer.headers, 'tencent')).toEqual([]);
        expect(answer.headers['content-security-policy']).toContain(
          'https://turing.captcha.qcloud.com',
        );
      }
    } finally {
      fs.writeFileSync(next, fixture.registry);
      fs.renameSync(next, layout.registryFile);
    }
    expect(securityHeaderMismatches((await get('/login')).headers, 'builtin')).toEqual([]);
  });

  test.each([
    '/shell/v1/main.js.map',
    '/remotes/mf-support/v1/remoteEntry.js.map',
    '/remotes/mf-support/v1/.build-fingerprint',
    '/shell/v1/.build-fingerprint',
    '/private/sourcemaps/shell/v1/main.js.map',
    // Folders: the JSON 404 envelope, never the static plugin's raw 403.
    '/remotes/',
    '/remotes/mf-support/v1/',
    '/shell/',
    '/shell/v1/',
  ])(
    '%s is a JSON 404 even though it is on disk (source maps, dotfiles, folders)',
    async (urlPath) => {
      const answer = await get(urlPath);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body.toString())).toEqual({
        code: 40400,
        msg: '资源不存在',
        data: null,
      });
      expect(securityHeaderMismatches(answer.headers, 'builtin')).toEqual([]);
    },
  );
});

describe('framing', () => {
  let browser: Browser | undefined;
  let framer: http.Server | undefined;
  let framerOrigin = '';

  beforeAll(async () => {
    // Another origin (another port) whose page frames /login.
    framer = http.createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><iframe id="f" src="${origin}/login"></iframe>`);
    });
    await new Promise<void>((resolve) => framer?.listen(0, '127.0.0.1', resolve));
    framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => framer?.close(resolve));
  });

  test('/login cannot be framed by another site', async () => {
    if (!browser) throw new Error('Chromium did not start (see beforeAll)');
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const framed = page.waitForResponse(`${origin}/login`);
    await page.goto(framerOrigin);
    // The answer arrived (with the page in it), and the browser refused to show it.
    expect((await framed).status()).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!messages.some((m) => m.includes("frame-ancestors 'none'")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(messages.filter((m) => m.includes("frame-ancestors 'none'"))).not.toEqual([]);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const title = await frame?.title().catch(() => '');
    expect(title).not.toBe('fixture');
    await page.close();
  }, 30_000);
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Browser } from 'playwright-core';
import { launchChromium } from '../budget/chromium';
import { openDatabase } from '@xingheng/api';
import { CANARY_WATCHER_ACTOR, checkCanaries } from '../core/canaryWatcher';
import { freeze, recordVerification, releaseBuild, startCanary } from '../core/commands';
import { localFolderTarget } from '../deploy/deployTarget';
import type { ReleaseContext } from '../core/releaseStore';
import { fakeBuild, seedSite, tempDeployDir } from '../core/testing';
import { READ_ONLY_NOTICE } from './page';
import { serveReleaseUi, type ReleaseUiServer } from './server';

/**
 * The release page of docs/releasing.md on a real deploy folder and a real API database: a canary
 * ended by the canary watcher, a frozen app, load reports written as the API writes them; served on
 * the loopback interface and read over HTTP and in Chromium.
 */

const START = Date.parse('2026-11-24T03:00:00.000Z');
const EVIL = '<script>alert(1)</script>大促封版';
let clock = START;
let deployDir = '';
let dbFile = '';
let server: ReleaseUiServer | undefined;

const tempFile = (name: string) =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xh-release-ui-')), name);

beforeAll(async () => {
  deployDir = tempDeployDir();
  const context: ReleaseContext = {
    target: localFolderTarget(deployDir),
    by: 'tester',
    now: () => new Date(clock),
  };
  await seedSite(context);
  for (const app of ['mf-support', 'mf-account'] as const) {
    await releaseBuild(context, app, fakeBuild(app, 'v2'));
    await recordVerification(context, app, 'v2', { ok: true, site: 'test', failures: [] });
  }
  await startCanary(context, 'mf-support', 'v2', 20);
  await startCanary(context, 'mf-account', 'v2', 10, { autoAbort: false });
  await freeze(context, 'mf-order', EVIL);

  dbFile = tempFile('api.sqlite');
  const db = await openDatabase(dbFile);
  clock += 30_000;
  const minute = new Date(Math.floor(clock / 60_000) * 60_000).toISOString();
  const visitors = Array.from({ length: 14 }, (_, i) => ({
    remote: 'mf-support',
    version: i < 4 ? 'v2' : 'v1',
    minute,
    visitor: `visitor-${i}`,
    loads: i < 4 ? 0 : 1,
    failures: i < 4 ? 1 : 0,
    duration_ms_sum: i < 4 ? 0 : 200,
    duration_ms_max: i < 4 ? 0 : 200,
  }));
  await db.insertInto('remote_load_minutes').values(visitors).execute();
  // The canary watcher ends mf-support's canary: the page must say why.
  const ended = await checkCanaries({ ...context, by: CANARY_WATCHER_ACTOR }, db);
  expect(ended.map((e) => e.version)).toEqual(['v2']);
  await db.destroy();

  server = await serveReleaseUi({
    target: localFolderTarget(deployDir),
    dbFile,
    port: 0,
    now: () => new Date(clock + 60_000),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const url = (p = '') => new URL(p, server?.url).href;
const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

describe('serveReleaseUi', () => {
  test.each(['0.0.0.0', '::', '192.168.1.20', 'example.com'])(
    'refuses to listen on %s',
    async (host) => {
      await expect(
        serveReleaseUi({ target: localFolderTarget(deployDir), dbFile, port: 0, host }),
      ).rejects.toThrow('发布看板只监听本机回环地址');
    },
  );

  test('listens on 127.0.0.1 by default', () => {
    expect(server?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('GET / answers the page with its security headers and one nonce per answer', async () => {
    const answer = await fetch(url('/'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = answer.headers.get('content-security-policy');
    expect(csp).toMatch(
      /^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:/,
    );
    const page = await answer.text();
    const scriptNonces = [...page.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces).toEqual([nonceOf(csp), nonceOf(csp)]);
    expect(page.match(/<script\b/g)).toHaveLength(2);
    const again = await fetch(url('/'));
    expect(nonceOf(again.headers.get('content-security-policy'))).not.toBe(nonceOf(csp));
  });

  test('the page shows why the canary ended, the frozen app escaped, and the charts', async () => {
    const page = await (await fetch(url('/'))).text();
    const alert = page.slice(page.indexOf('已撤回的版本'), page.indexOf('应用状态'));
    expect(alert).toContain('mf-support');
    expect(alert).toContain('4/4 位访客加载失败或页面出错（100.0%），启用版本 v1 0/10（0.0%）');
    expect(alert).toContain(CANARY_WATCHER_ACTOR);
    expect(page.indexOf('已撤回的版本')).toBeLessThan(page.indexOf('应用状态'));
    expect(page).toContain('冻结中');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;大促封版');
    expect(page).not.toContain(EVIL);
    expect(page).toMatch(/自动中止：\s*关/);
    expect(page).toContain('"id":"chart-mf-support-rate"');
    expect(page).toContain('"name":"v1（启用） 失败率"');
    expect(page).toContain('"name":"v2（已撤回） 失败率"');
    expect(page.match(/近 24 小时没有加载上报/g)).toHaveLength(3);
  });

  test.each([
    ['POST', '/'],
    ['PUT', '/anything'],
    ['DELETE', '/'],
    ['PATCH', '/echarts.min.js'],
  ])('%s %s answers 405: changes belong to the command line', async (method, p) => {
    const answer = await fetch(url(p), { method, body: method === 'DELETE' ? null : '{}' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(await answer.text()).toBe(READ_ONLY_NOTICE);
  });

  test('serves ECharts from the URL the page names, and 404 for anything else', async () => {
    const page = await (await fetch(url('/'))).text();
    const src = page.match(/<script nonce="[^"]+" src="([^"]+)"/)?.[1];
    expect(src).toMatch(/^\/echarts\.min\.js\?v=[0-9a-f]{12}$/);
    const answer = await fetch(url(src));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await answer.text();
    expect(body.length).toBeGreaterThan(500_000);
    expect(body).toContain('echarts');
    expect((await fetch(url('/no/such/page'))).status).toBe(404);
  });

  test('refuses a Host header naming another site (DNS rebinding)', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.get(url('/'), { headers: { host: 'evil.example' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
    });
    expect(status).toBe(403);
  });

  test('without the API database: the ledger, a note, and the file is not created', async () => {
    const missing = tempFile('none.sqlite');
    const other = await serveReleaseUi({
      target: localFolderTarget(deployDir),
      dbFile: missing,
      port: 0,
      refreshSeconds: 30,
    });
    try {
      const page = await (await fetch(new URL('/', other.url))).text();
      expect(page).toContain(`尚无 API 数据库：${missing}`);
      expect(page.match(/近 24 小时没有加载上报/g)).toHaveLength(4);
      expect(page).toMatch(/<meta http-equiv="refresh" content="30"/);
      expect(page).toContain('每 30 秒自动刷新');
      expect(page).toContain('mf-support');
      expect(fs.existsSync(missing)).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('the page in Chromium', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test.each([375, 1440])(
    'at %i px: the charts draw under the CSP and nothing overflows sideways',
    async (width) => {
      if (!browser) throw new Error('Chromium did not start (see beforeAll)');
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(url('/?refresh=off'));
      await page.waitForSelector('#chart-mf-support-rate canvas');
      await page.waitForSelector('#chart-mf-support-duration canvas');
      expect(problems).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (process.env.XH_RELEASE_UI_SCREENSHOTS) {
        await page.screenshot({
          path: path.join(process.env.XH_RELEASE_UI_SCREENSHOTS, `release-ui-${width}.png`),
          fullPage: true,
        });
      }
      await page.close();
    },
    30_000,
  );
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import {
  activeVersion,
  DETAILS_PAGE as PAGE,
  NEW_LABEL,
  OLD_LABEL,
  checksums,
  registryOf,
  versionsFetched,
} from '../support/releaseSite';
import { expect, test, watchPage } from '../support/test';
import { releaseDerived, releaseSuite, relabelledPage, throwingPage } from './releaseSuite';

/** The problem report page's chunk (`/notices/bugReport`) in mf-support's browser build. */
const REPORT_CHUNK = /^support-bug-report\..*\.js$/;

/**
 * The lifecycle of docs/releasing.md: a release manager ships, verifies, canaries, promotes and
 * rolls back mf-support with `npm run release`, against a private copy of the production build
 * served as `npm start` serves it. New versions are derived from the built one (same files, a
 * visible text change or a chunk that throws), released with `release mf-support --dist`.
 */

const suite = releaseSuite();

/** Opens the policy page in a fresh context; returns its label text and the versions loaded. */
async function openPolicy(browser: Browser, cookies: Record<string, string> = {}) {
  const context = await browser.newContext();
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: suite.site.url })),
  );
  const page = await context.newPage();
  const versions = versionsFetched(page, 'mf-support');
  const errors = await watchPage(page);
  await page.goto(`${suite.site.url}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page, versions, errors };
}

test(
  'release → verify → promote shows the change; rollback brings the old page back',
  { tag: '@shell' },
  async ({ browser }) => {
    test.setTimeout(240_000);
    const otherRemotes = ['mf-marketing', 'mf-account', 'mf-order'];
    const before = {
      files: otherRemotes.map((r) => checksums(path.join(suite.site.deployDir, 'remotes', r))),
      shell: checksums(path.join(suite.site.deployDir, 'shell')),
      entries: JSON.stringify(
        registryOf(suite.site).remotes.filter((r) => r.name !== 'mf-support'),
      ),
    };

    const v2 = `${suite.v1}-e2e2`;
    // The page's chunk and the server build (docs/performance.md "Server rendering") say the same.
    await releaseDerived(suite, v2, relabelledPage);
    expect(activeVersion(suite.site, 'mf-support')).toBe(suite.v1);

    const refused = await suite.cli(['promote', 'mf-support', v2]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('尚未验证');

    const verified = await suite.cli(['verify', 'mf-support', v2]);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
    expect(verified.stdout).toContain(`✓ ${PAGE}`);

    const promoted = await suite.cli([
      'promote',
      'mf-support',
      v2,
      '--reason',
      '隐私政策改用“最后修订”',
    ]);
    expect(promoted.code, promoted.stderr).toBe(0);
    const after = await openPolicy(browser);
    await expect(after.page.getByText(NEW_LABEL)).toBeVisible();
    expect([...after.versions]).toEqual([v2]);
    expect(after.errors).toEqual([]);
    await after.context.close();

    const rolledBack = await suite.cli(['rollback', 'mf-support', '--reason', 'e2e 回滚']);
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    const back = await openPolicy(browser);
    await expect(back.page.getByText(OLD_LABEL)).toBeVisible();
    expect([...back.versions]).toEqual([suite.v1]);
    await back.context.close();

    expect({
      files: otherRemotes.map((r) => checksums(path.join(suite.site.deployDir, 'remotes', r))),
      shell: checksums(path.join(suite.site.deployDir, 'shell')),
      entries: JSON.stringify(
        registryOf(suite.site).remotes.filter((r) => r.name !== 'mf-support'),
      ),
    }).toEqual(before);

    const status = await suite.cli(['status']);
    expect(status.stdout).toMatch(
      new RegExp(`^mf-support +${suite.v1.replaceAll('.', '\\.')} `, 'm'),
    );
    expect(status.stdout).toContain('e2e 回滚');
  },
);

test(
  'verify fails a candidate where it is worse than the active version, and promote refuses it',
  { tag: '@shell' },
  async () => {
    // One candidate with three faults, so that one verify (every route of both versions, about a
    // minute) proves them all: the article page's chunk throws; the notice route is renamed in the
    // browser build and the server build alike (its pattern is a literal of mf-support; the
    // article route's prefix comes from the shared links), so that page becomes the 404 page; and
    // about 300 KB of random base64 (gzip cannot shrink it much) goes into the problem report's
    // chunk.
    test.setTimeout(240_000);
    const worse = `${suite.v1}-e2e3`;
    const noise = randomBytes(240 * 1024).toString('base64');
    const throwing = throwingPage('e2e: broken release');
    await releaseDerived(suite, worse, (file, text) => {
      const renamed = throwing(
        file,
        text.replaceAll('/notices/details/:id?', '/notices/detailz/:id?'),
      );
      return REPORT_CHUNK.test(file) ? `${renamed}\n/*${noise}*/` : renamed;
    });
    const verified = await suite.cli(['verify', 'mf-support', worse]);
    expect(verified.code, verified.stdout).toBe(1);
    expect(verified.stdout).toContain(`与启用版本 ${suite.v1} 逐页对比`);
    expect(verified.stdout).toMatch(new RegExp(`✗ ${PAGE} .*\n +未捕获异常：e2e: broken release`));
    // The sample id comes from the API (xingheng.routeSamples): the newest notice.
    expect(verified.stdout).toMatch(
      /✗ \/notices\/details\/\d+ .*\n +启用版本中存在的页面变成了 404 页面/,
    );
    expect(verified.stdout).toMatch(
      /✗ \/notices\/bugReport .*\n +首次访问的 JS 从 [\d.]+ KB 增至 [\d.]+ KB（\+\d+%，上限 \+10%）/,
    );
    // Pages with none of the faults are as they were.
    expect(verified.stdout).toMatch(/✓ \/support +JS/);
    expect(verified.stdout).toMatch(/✓ \/notices +JS/);

    const promoted = await suite.cli(['promote', 'mf-support', worse]);
    expect(promoted.code).toBe(1);
    expect(promoted.stderr).toContain('未通过验证');
    // Overriding a failed verification needs a reason, kept in the ledger.
    const forced = await suite.cli(['promote', 'mf-support', worse, '--force']);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain('须用 --reason 说明原因');
    expect(activeVersion(suite.site, 'mf-support')).toBe(suite.v1);
  },
);

test(
  'diff lists the route a candidate lost, side by side with the active version',
  { tag: '@shell' },
  async () => {
    // The candidate of the test above, which renamed the notice route.
    const worse = `${suite.v1}-e2e3`;
    const diff = await suite.cli(['diff', 'mf-support', suite.v1, worse]);
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('删除 /notices/details/:id?');
    expect(diff.stdout).toContain('新增 /notices/detailz/:id?');
    expect(diff.stdout).toMatch(/\/notices +[\d.]+ +[\d.]+/);
  },
);

test(
  'freeze refuses promote and canary until unfreeze; rollback stays allowed',
  { tag: '@shell' },
  async () => {
    // Seven CLI runs, each a tsx start-up: beside a second worker that is more than 30 s.
    test.setTimeout(90_000);
    const candidate = `${suite.v1}-e2e2`;
    const frozen = await suite.cli(['freeze', 'mf-support', '--reason', 'e2e 大促冻结']);
    expect(frozen.code, frozen.stderr).toBe(0);
    const promoted = await suite.cli(['promote', 'mf-support', candidate, '--force']);
    expect(promoted.code).toBe(1);
    expect(promoted.stderr).toContain('已冻结');
    const canaried = await suite.cli(['canary', 'mf-support', candidate, '--percent', '5']);
    expect(canaried.code).toBe(1);
    expect(activeVersion(suite.site, 'mf-support')).toBe(suite.v1);
    const rolledBack = await suite.cli(['rollback', 'mf-support', '--to', candidate]);
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect(activeVersion(suite.site, 'mf-support')).toBe(candidate);
    expect((await suite.cli(['status'])).stdout).toContain('e2e 大促冻结');
    expect((await suite.cli(['rollback', 'mf-support', '--to', suite.v1])).code).toBe(0);
    expect((await suite.cli(['unfreeze', 'mf-support'])).code).toBe(0);
    expect(activeVersion(suite.site, 'mf-support')).toBe(suite.v1);
  },
);

test(
  'canary at 50% splits browsers by their bucket cookie, and each keeps its version',
  { tag: '@shell' },
  async ({ browser }) => {
    test.setTimeout(120_000);
    const candidate = `${suite.v1}-e2e2`;
    const canary = await suite.cli(['canary', 'mf-support', candidate, '--percent', '50']);
    expect(canary.code, canary.stderr).toBe(0);

    const inCanary = await openPolicy(browser, { xh_canary_bucket: '10' });
    const outside = await openPolicy(browser, { xh_canary_bucket: '90' });
    expect([...inCanary.versions]).toEqual([candidate]);
    expect([...outside.versions]).toEqual([suite.v1]);
    await expect(inCanary.page.getByText(NEW_LABEL)).toBeVisible();
    await expect(outside.page.getByText(OLD_LABEL)).toBeVisible();

    for (const visitor of [inCanary, outside]) {
      visitor.versions.clear();
      await visitor.page.reload();
      await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect([...inCanary.versions]).toEqual([candidate]);
    expect([...outside.versions]).toEqual([suite.v1]);

    // A fresh visitor without a cookie is given a bucket that stays the same.
    const fresh = await openPolicy(browser);
    const bucket = (await fresh.context.cookies()).find((c) => c.name === 'xh_canary_bucket');
    expect(bucket?.value).toMatch(/^\d{1,2}$/);
    await fresh.page.reload();
    const again = (await fresh.context.cookies()).find((c) => c.name === 'xh_canary_bucket');
    expect(again?.value).toBe(bucket?.value);
    for (const visitor of [inCanary, outside, fresh]) await visitor.context.close();

    expect((await suite.cli(['rollback', 'mf-support', '--to', suite.v1])).code).toBe(0);
    expect(registryOf(suite.site).remotes.find((r) => r.name === 'mf-support')).not.toHaveProperty(
      'canary',
    );
  },
);

test(
  'a missing active version falls back to the previous one, and status shows the failure',
  { tag: '@shell' },
  async ({ browser }) => {
    test.setTimeout(120_000);
    const doomed = `${suite.v1}-e2e2`;
    const promoted = await suite.cli(['promote', 'mf-support', doomed, '--force']);
    expect(promoted.code, promoted.stderr).toBe(0);
    fs.rmSync(path.join(suite.site.deployDir, 'remotes', 'mf-support', doomed), {
      recursive: true,
    });

    const visitor = await openPolicy(browser);
    await expect(visitor.page.getByText(OLD_LABEL)).toBeVisible();
    await expect(visitor.page.getByText('该栏目暂时无法访问')).toHaveCount(0);
    expect([...visitor.versions]).toEqual([suite.v1]);
    await visitor.context.close();

    await expect
      .poll(async () => (await suite.cli(['status'])).stdout, { timeout: 15_000 })
      .toMatch(
        new RegExp(
          `  mf-support   [1-9]\\d* 位访客（manifest \\d+；版本 ${doomed.replaceAll('.', '\\.')}；上报 \\d+ 次）`,
        ),
      );
  },
);

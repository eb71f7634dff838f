import type { Browser, BrowserContext, Page } from '@playwright/test';
import { openDatabase, summarizeRemoteLoads } from '@xingheng/api';
import {
  DETAILS_PAGE as PAGE,
  NEW_LABEL,
  OLD_LABEL,
  registryOf,
  versionsFetched,
} from '../support/releaseSite';
import { localFolderTarget, serveReleaseUi } from '@xingheng/release';
import { expect, test, watchPage } from '../support/test';
import { releaseDerived, releaseSuite, relabelledPage, throwingPage } from './releaseSuite';

/**
 * Releases that guard themselves (docs/releasing.md "Automatic canary abort"): on a private copy
 * of the production build whose site process checks canaries every second, a canary whose page
 * throws for every visitor ends itself while fresh browsers keep loading, a healthy one runs on,
 * and tabs left on the withdrawn version leave it at their next navigation.
 */

const SECTION_DOWN = '该栏目暂时无法访问';

const suite = releaseSuite({ XH_CANARY_CHECK_MS: '1000' });

/** A fresh browser with a canary bucket, on `path`. */
async function visitor(browser: Browser, bucket: number, path: string) {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'xh_canary_bucket', value: String(bucket), url: suite.site.url },
  ]);
  const page = await context.newPage();
  const versions = versionsFetched(page, 'mf-support');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`${suite.site.url}${path}`);
  return { context, page, versions, loads: () => loads };
}

/**
 * Leaves the page (its queued load reports go as a beacon at pagehide), then closes the browser.
 * A navigation of the page's own may be under way (the section error page reloads once): it is let
 * land, then the page is left.
 */
async function leave(context: BrowserContext) {
  for (const page of context.pages()) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.goto('about:blank');
        break;
      } catch (error) {
        if (attempt === 3 || !String(error).includes('interrupted by another navigation')) {
          throw error;
        }
        await page.waitForLoadState('load');
      }
    }
  }
  await context.close();
}

/**
 * Waits for a visitor of the failing canary to settle: the section error page reloads once, and the
 * reload shows the fallback again, or, when the watcher ended the canary between the two loads,
 * the article of the active version.
 * @returns the version the reloaded page runs
 */
async function settleFailingVisitor(fresh: Awaited<ReturnType<typeof visitor>>, broken: string) {
  await expect.poll(fresh.loads, { timeout: 20_000 }).toBe(2);
  await expect.poll(() => runningVersion(fresh.page), { timeout: 20_000 }).toBeTruthy();
  const reloaded = (await runningVersion(fresh.page)) ?? '';
  const text = reloaded === broken ? SECTION_DOWN : OLD_LABEL;
  await expect(fresh.page.getByText(text)).toBeVisible({ timeout: 20_000 });
  return reloaded;
}

/**
 * Releases `version`, a copy of the active mf-support whose article page throws when it loads, and
 * starts its canary for 50 % of visitors (forced: it is not verified).
 * @param options more `canary` options, e.g. `['--no-auto-abort']`
 * @returns the `canary` run
 */
async function startBrokenCanary(version: string, options: string[]) {
  await releaseDerived(suite, version, throwingPage('e2e: broken canary'));
  const canary = await suite.cli([
    'canary',
    'mf-support',
    version,
    '--percent',
    '50',
    '--force',
    ...options,
  ]);
  expect(canary.code, canary.stderr).toBe(0);
  return canary;
}

/** What the site's database holds about a version of mf-support since the test began. */
async function loadFigures(version: string, since: Date) {
  const db = await openDatabase(suite.site.dbFile);
  try {
    const rows = await summarizeRemoteLoads(db, { remote: 'mf-support', since });
    return rows.find((r) => r.version === version) ?? { visitors: 0, failedVisitors: 0 };
  } finally {
    await db.destroy();
  }
}

/**
 * The version of mf-support the tab runs (`window.__XH_REMOTE_VERSIONS__`, set by the shell);
 * `undefined` while the tab is between two pages.
 */
const runningVersion = (page: Page) =>
  page
    .evaluate(
      () =>
        (window as { __XH_REMOTE_VERSIONS__?: Record<string, string> }).__XH_REMOTE_VERSIONS__?.[
          'mf-support'
        ],
    )
    .catch(() => undefined);

test(
  'a healthy canary is not aborted: its visitors load it and it keeps running',
  { tag: '@shell' },
  async ({ browser }) => {
    test.setTimeout(180_000);
    const since = new Date();
    const healthy = `${suite.v1}-e2e8`;
    // The page's chunk and the server build say the same (docs/performance.md "Server rendering").
    await releaseDerived(suite, healthy, relabelledPage);
    const canary = await suite.cli([
      'canary',
      'mf-support',
      healthy,
      '--percent',
      '50',
      '--force',
      '--reason',
      'e2e 健康灰度',
    ]);
    expect(canary.code, canary.stderr).toBe(0);
    expect(canary.stdout).toContain('失败率超阈值时自动中止');

    const contexts: BrowserContext[] = [];
    for (const bucket of [1, 2, 3, 4, 70, 71]) {
      const { context, page, versions } = await visitor(browser, bucket, PAGE);
      const errors = await watchPage(page);
      await expect(page.getByText(bucket < 50 ? NEW_LABEL : OLD_LABEL)).toBeVisible();
      expect([...versions]).toEqual([bucket < 50 ? healthy : suite.v1]);
      expect(errors).toEqual([]);
      contexts.push(context);
    }
    // Leaving a page sends what it queued (pagehide).
    for (const context of contexts) await leave(context);
    // Beacons arrive when the browser gets to them: a loaded machine takes seconds.
    await expect
      .poll(async () => (await loadFigures(healthy, since)).visitors, { timeout: 15_000 })
      .toBe(4);
    expect(await loadFigures(healthy, since)).toMatchObject({ failedVisitors: 0 });
    await expect
      .poll(async () => (await loadFigures(suite.v1, since)).visitors, { timeout: 15_000 })
      .toBe(2);
    expect(await loadFigures(suite.v1, since)).toMatchObject({ failedVisitors: 0 });

    // Several rounds of the watcher later the canary still runs.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(registryOf(suite.site).remotes.find((r) => r.name === 'mf-support')).toMatchObject({
      canary: { version: healthy, percent: 50 },
    });
    const status = await suite.cli(['status']);
    expect(status.stdout).not.toContain('已撤回');
    expect(status.stdout).toContain('自动中止：10 分钟内 ≥3 位访客失败');

    expect((await suite.cli(['rollback', 'mf-support', '--to', suite.v1])).code).toBe(0);
  },
);

test(
  'a canary whose page throws for every visitor ends itself; open tabs leave it at their next navigation',
  { tag: '@shell' },
  async ({ browser }) => {
    test.setTimeout(240_000);
    const broken = `${suite.v1}-e2e9`;
    await startBrokenCanary(broken, ['--reason', 'e2e 故障灰度']);

    // Two visitors in the canary already have pages of it open (pages that work).
    const tabA = await visitor(browser, 5, '/support');
    await expect(tabA.page.getByRole('heading', { level: 1 })).toBeVisible();
    const tabB = await visitor(browser, 6, '/notices/bugReport');
    await expect(tabB.page.getByRole('heading', { level: 1 })).toBeVisible();
    // (The heading is the server's HTML: the version is known once the tab has hydrated.)
    await expect.poll(() => runningVersion(tabA.page)).toBe(broken);
    await expect.poll(() => runningVersion(tabB.page)).toBe(broken);
    // Tab B has typed a description it has not sent.
    await tabB.page
      .getByLabel('问题描述')
      .fill('RTK 固定后约 10 分钟掉成浮点解，基站距离约 8 km。');

    // Fresh browsers in the canary open the article: while the canary runs it throws and the
    // section shows its fallback; once the watcher has ended it, they get the active version.
    const seen: string[] = [];
    for (const bucket of [10, 11, 12, 13, 14, 15, 16, 17]) {
      const fresh = await visitor(browser, bucket, PAGE);
      await expect.poll(() => runningVersion(fresh.page)).toBeTruthy();
      // A visitor that fetched the failing version is one of its failures, whatever the tab says
      // it runs by the time it is asked (a tab can have moved on from it already).
      const version = fresh.versions.has(broken)
        ? broken
        : ((await runningVersion(fresh.page)) ?? '');
      seen.push(version);
      if (version === broken) {
        // The section error page reloads once (SPEC §8), then stays.
        await settleFailingVisitor(fresh, broken);
      } else {
        await expect(
          fresh.page.getByText(OLD_LABEL),
          `版本 ${version}，取过的版本 ${[...fresh.versions].join(' ')}，加载 ${fresh.loads()} 次`,
        ).toBeVisible();
      }
      await leave(fresh.context);
      if (version !== broken) break;
    }
    // At least 3 failing visitors (the default threshold) before the end, then the active version.
    expect(seen.filter((v) => v === broken).length, seen.join(' ')).toBeGreaterThanOrEqual(3);
    expect(seen.at(-1)).toBe(suite.v1);

    // The watcher ends the canary within its window, under the lock, and status says why.
    await expect
      .poll(async () => (await suite.cli(['status'])).stdout, { timeout: 30_000 })
      .toContain('已撤回的版本');
    const status = (await suite.cli(['status'])).stdout;
    const firstLines = status.split('\n').slice(0, 2).join('\n');
    expect(firstLines).toContain(`mf-support   ${broken}`);
    expect(firstLines).toMatch(
      /canary-watcher：灰度版本 \S+ 10 分钟内 [3-6]\/[5-8] 位访客加载失败或页面出错（\d+\.\d%），启用版本 \S+ 0\/\d+（0\.0%）/,
    );
    const registry = registryOf(suite.site).remotes.find((r) => r.name === 'mf-support');
    expect(registry).not.toHaveProperty('canary');
    expect(registry).toMatchObject({ version: suite.v1, withdrawn: [broken] });

    // The release page (`npm run release -- ui`) shows why, with the load figures charted.
    const ui = await serveReleaseUi({
      target: localFolderTarget(suite.site.deployDir),
      dbFile: suite.site.dbFile,
      port: 0,
    });
    try {
      const board = await browser.newPage();
      const boardErrors = await watchPage(board);
      await board.goto(ui.url);
      const withdrawnSection = board.getByRole('region', { name: /已撤回/ });
      await expect(withdrawnSection).toContainText(broken);
      await expect(withdrawnSection).toContainText('canary-watcher');
      await expect(withdrawnSection).toContainText('位访客加载失败或页面出错');
      // ECharts drew the failure-rate and load-time charts of mf-support.
      await expect(board.locator('canvas').first()).toBeVisible();
      expect(boardErrors).toEqual([]);
      await board.close();
    } finally {
      await ui.close();
    }

    // A fresh browser in the first failing bucket now loads the active version, and the page works.
    const after = await visitor(browser, 10, PAGE);
    await expect(after.page.getByText(OLD_LABEL)).toBeVisible();
    expect([...after.versions]).toEqual([suite.v1]);
    await after.context.close();

    // Tab A leaves the withdrawn version at its next navigation, landing where it was going.
    await tabA.page.getByRole('link', { name: /^服务公告/ }).click();
    await expect.poll(() => runningVersion(tabA.page), { timeout: 15_000 }).toBe(suite.v1);
    await expect(tabA.page).toHaveURL(`${suite.site.url}/notices`);
    await expect(tabA.page.getByRole('heading', { level: 1 })).toBeVisible();

    // Tab B has unsaved work: the shell asks first. Declined, the tab stays on its version.
    const questions: string[] = [];
    tabB.page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await tabB.page
      .getByRole('navigation', { name: '面包屑' })
      .getByRole('link', { name: '支持中心' })
      .click();
    await expect(tabB.page).toHaveURL(`${suite.site.url}/support`);
    expect(questions).toEqual([expect.stringContaining('尚未保存的内容')]);
    expect(await runningVersion(tabB.page)).toBe(broken);
    // The form is gone with that navigation: the next one reloads without asking.
    await tabB.page.getByRole('link', { name: /^服务公告/ }).click();
    await expect.poll(() => runningVersion(tabB.page), { timeout: 15_000 }).toBe(suite.v1);
    expect(questions).toHaveLength(1);

    // The withdrawn version cannot come back by accident.
    const promoted = await suite.cli(['promote', 'mf-support', broken, '--force']);
    expect(promoted.code).toBe(1);
    expect(promoted.stderr).toContain('被撤回');
    for (const tab of [tabA, tabB]) await tab.context.close();
  },
);

test(
  'canary --no-auto-abort leaves a failing canary to the release manager',
  { tag: '@shell' },
  async ({ browser }) => {
    test.setTimeout(180_000);
    const broken = `${suite.v1}-e2e10`;
    const canary = await startBrokenCanary(broken, ['--no-auto-abort']);
    expect(canary.stdout).toContain('不自动中止');
    for (const bucket of [20, 21, 22]) {
      const fresh = await visitor(browser, bucket, PAGE);
      // Nothing ends this canary: the reload runs it again and shows the fallback.
      expect(await settleFailingVisitor(fresh, broken)).toBe(broken);
      await leave(fresh.context);
    }
    await new Promise((r) => setTimeout(r, 4_000));
    expect(registryOf(suite.site).remotes.find((r) => r.name === 'mf-support')).toMatchObject({
      canary: { version: broken },
    });
    expect((await suite.cli(['status'])).stdout).toContain('（不自动中止）');
    expect((await suite.cli(['rollback', 'mf-support', '--to', suite.v1])).code).toBe(0);
  },
);

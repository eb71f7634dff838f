import fs from 'node:fs';
import type { Cookie } from '@playwright/test';
import path from 'node:path';
import { startReleaseSite, type ReleaseSite } from '../support/releaseSite';
import { loginThroughSlider } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Each remote taken down for real: its folder of versions is moved off the private copy of the
 * production build (as if a deploy lost it), and only its own section degrades to the fallback
 * ("该栏目暂时无法访问" with 重试 / 返回首页) while the header, the footer and every other section keep
 * working (docs/architecture.md "How a page reaches the browser"; the shell's section fallbacks). The visitor is
 * logged in first (mf-order's pages need it), while every remote is still there.
 */

test.describe.configure({ mode: 'serial' });

/** One page of each remote and the heading it shows when its remote is up. */
const SECTIONS = [
  { remote: 'mf-marketing', path: '/', heading: /厘米级高精度定位/ },
  { remote: 'mf-account', path: '/login', heading: /登录星衡时空/ },
  // The demo account's paid yearly Locate-CM order (api/src/db/seed/users.ts).
  { remote: 'mf-order', path: '/order/payoff?orderNo=SO202603180001', heading: /支付成功/ },
  { remote: 'mf-support', path: '/support/details/9', heading: /隐私政策/ },
] as const;

const FALLBACK = '该栏目暂时无法访问';

let site: ReleaseSite;
/** The demo account's login, made in a browser of its own (the tests' pages start uncached). */
let loginCookies: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  site = await startReleaseSite();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.url}/login`);
  await loginThroughSlider(page);
  await expect(page).toHaveURL(`${site.url}/`);
  loginCookies = await context.cookies();
  await context.close();
});

test.afterAll(async () => {
  await site?.stop();
});

for (const down of SECTIONS) {
  test(
    `with ${down.remote} removed from disk only its section degrades`,
    { tag: ['@shell', `@${down.remote}`] },
    async ({ page, pageErrors }) => {
      test.setTimeout(120_000);
      // The failed load of the removed remote is logged by the browser and by the shell.
      pageErrors.allow(
        /Failed to load resource|remote|federation|RUNTIME-|ScriptExternalLoadError/i,
      );
      await page.context().addCookies(loginCookies);
      const folder = path.join(site.deployDir, 'remotes', down.remote);
      const parked = `${folder}.parked`;
      fs.renameSync(folder, parked);
      try {
        await page.goto(`${site.url}${down.path}`);
        await expect(page.getByText(FALLBACK)).toBeVisible();
        await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Every other section still works.
        for (const up of SECTIONS.filter((s) => s.remote !== down.remote)) {
          await page.goto(`${site.url}${up.path}`);
          await expect(page.getByRole('heading', { level: 1 }), up.path).toHaveText(up.heading);
          await expect(page.getByText(FALLBACK), up.path).toHaveCount(0);
        }
      } finally {
        fs.renameSync(parked, folder);
      }
      // Back on disk: the section recovers on the next visit.
      await page.goto(`${site.url}${down.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(down.heading);
    },
  );
}

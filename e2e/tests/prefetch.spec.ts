import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Link prefetch (SPEC §9, docs/performance.md "Link prefetch"): visible links to other pages
 * prefetch their page's code when the browser is idle, so following one fetches no script; never
 * with data saver, on 2g or offline.
 */

function prefetched(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __XH_PREFETCHED__?: string[] }).__XH_PREFETCHED__ ?? [],
  );
}

test("a visible link prefetches its page: following it fetches none of that page's code", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // The header's links are visible on a desktop: their pages are prefetched once idle.
  await expect.poll(() => prefetched(page), { timeout: 15_000 }).toContain('/support');
  const scripts: string[] = [];
  let navigating = true;
  page.on('request', (request) => {
    if (navigating && request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.locator('header a[href="/support"]').first().click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.locator('h1').first()).toHaveText(/支持中心/);
  navigating = false;
  // Neither mf-support's entry and routes nor the page's own chunk (support-center) was fetched
  // for the navigation: the prefetch had them. (Links on /support prefetch their pages in turn.)
  expect(
    scripts.filter((url) =>
      /\/(remoteEntry|__federation_expose_routes|support-center)[.]/.test(url),
    ),
  ).toEqual([]);
});

test('with data saver on, nothing is prefetched', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) remotes.add(match[1]);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  // Past the idle time-out (2,000 ms) and then some: still only the page's own remote.
  await page.waitForTimeout(3_500);
  expect(await prefetched(page)).toEqual([]);
  expect([...remotes]).toEqual(['mf-marketing']);
});

test('on a 2g connection, nothing is prefetched', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: false, effectiveType: '2g' }),
    });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForTimeout(3_500);
  expect(await prefetched(page)).toEqual([]);
});

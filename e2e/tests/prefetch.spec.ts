import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Link prefetch (SPEC §9, docs/performance.md "Link prefetch"): visible links to other pages
 * prefetch their page's files when the browser is idle (`<link rel="prefetch">`, not run), so
 * following one downloads no script; never with data saver, on 2g or offline.
 */

function prefetched(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __XH_PREFETCHED__?: string[] }).__XH_PREFETCHED__ ?? [],
  );
}

test(
  "a visible link prefetches its page's files without running them; following it downloads none again",
  { tag: '@shell' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let navigating = false;
    const downloaded: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const { response, type } = event;
      if (!navigating || type !== 'Script') return;
      if (response.fromPrefetchCache || response.fromDiskCache) return;
      downloaded.push(response.url);
    });
    await page.goto('/');
    // The header's links are visible on a desktop: their pages are prefetched once idle.
    await expect.poll(() => prefetched(page), { timeout: 15_000 }).toContain('/support');
    // mf-support's entry, route list and page chunk came in through prefetch links, and no script
    // element ran any of them: the first visit runs no code of a remote it does not show.
    const supportFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) =>
            /\/remotes\/mf-support\/[^/]+\/(remoteEntry|__federation_expose_routes|support-center)[.]/.test(
              entry.name,
            ),
          )
          .map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            const file = /\/(remoteEntry|__federation_expose_routes|support-center)[.]/.exec(
              entry.name,
            )?.[1];
            return `${file} ${timing.initiatorType} ${timing.transferSize > 0 ? 'network' : 'cache'}`;
          })
          .sort(),
      );
    await expect
      .poll(supportFiles, { timeout: 10_000 })
      .toEqual([
        '__federation_expose_routes link network',
        'remoteEntry link network',
        'support-center link network',
      ]);
    navigating = true;
    await page.locator('header a[href="/support"]').first().click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.locator('h1').first()).toHaveText(/支持中心/);
    navigating = false;
    // Neither mf-support's entry and routes nor the page's own chunk was downloaded again for the
    // navigation: each ran from the cache the prefetch filled.
    expect(
      downloaded.filter((url) =>
        /\/(remoteEntry|__federation_expose_routes|support-center)[.]/.test(url),
      ),
    ).toEqual([]);
    expect(await supportFiles()).toEqual([
      '__federation_expose_routes link network',
      '__federation_expose_routes script cache',
      'remoteEntry link network',
      'remoteEntry script cache',
      'support-center link network',
      'support-center script cache',
    ]);
  },
);

test('with data saver on, nothing is prefetched', { tag: '@shell' }, async ({ page }) => {
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

test('on a 2g connection, nothing is prefetched', { tag: '@shell' }, async ({ page }) => {
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

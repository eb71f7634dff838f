import {
  checkFirstLoad,
  DEFAULT_DEPLOY_DIR,
  localFolderTarget,
  measurePage,
  sitePages,
  type SitePage,
} from '@xingheng/release';
import { REMOTE_NAMES } from '@xingheng/shared/registry';
import { expect, test } from '../support/test';

/**
 * The budget of a first visit to every public route (issue 24, docs/performance.md "Every public
 * route"): the pages come from the route tables of the active versions (`route-paths.json`, a
 * parameter filled from the remote's `routeSamples` as `verify` fills it), never a hand-picked
 * list. Each page, in a fresh browser context (empty cache, no cookies): HTTP 200, server HTML
 * ≤ 100 KB before compression, JavaScript ≤ 250 KB gzip (level 6, as `npm run size` counts); on
 * the chart pages 250 KB until hydrated and 450 KB in all, map data included. Byte counts, not
 * timings: they fail on what a change adds, on any machine.
 */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The site's pages, read once per worker. */
let pages: Promise<{ pages: SitePage[]; skipped: string[] }> | undefined;
function listPages(baseURL: string) {
  pages ??= sitePages(localFolderTarget(DEFAULT_DEPLOY_DIR), baseURL);
  return pages;
}

for (const remote of REMOTE_NAMES) {
  test(
    `every public page of ${remote} is within its budget on a first visit`,
    { tag: ['@shell', `@${remote}`] },
    async ({ baseURL, browser }) => {
      test.setTimeout(180_000);
      const site = await listPages(baseURL ?? '');
      expect(site.skipped.filter((line) => line.startsWith(`${remote} `))).toEqual([]);
      const own = site.pages.filter((page) => page.remote === remote && page.audience === 'public');
      const failures: string[] = [];
      for (const page of own) {
        const load = await measurePage(browser, new URL(page.path, baseURL).href);
        const js = load.scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
        const early = load.scripts
          .filter((file) => !file.late)
          .reduce((sum, file) => sum + file.gzipBytes, 0);
        console.log(
          `${page.path}: JS ${kb(js)}${page.budget === 'chart' ? `（水合前 ${kb(early)}）` : ''}，HTML ${kb(load.htmlBytes)}，${load.scripts.length} 个文件`,
        );
        failures.push(...checkFirstLoad(load, page.budget).map((line) => `${page.path}: ${line}`));
        // The check trips on these very figures when each limit is one byte smaller.
        const tight = {
          js: (page.budget === 'chart' ? early : js) - 1,
          chartTotal: js - 1,
          html: load.htmlBytes - 1,
        };
        expect(checkFirstLoad(load, page.budget, tight).length).toBeGreaterThanOrEqual(2);
      }
      if (remote !== 'mf-order') expect(own.length).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
  );
}

test(
  'the pages the route tables call signed-in send an anonymous visitor to /login; the rest answer',
  { tag: '@shell' },
  async ({ baseURL, request }) => {
    const { pages: all } = await listPages(baseURL ?? '');
    const signedIn = all.filter((page) => page.audience === 'signedIn');
    expect(signedIn.length).toBeGreaterThan(0);
    for (const page of all) {
      const answer = await request.get(page.path, { maxRedirects: 0 });
      if (page.audience === 'signedIn') {
        expect(answer.status(), page.path).toBe(302);
        expect(answer.headers()['location'], page.path).toMatch(/^\/login\?redirect=/);
      } else {
        expect(answer.status(), page.path).toBe(200);
      }
    }
  },
);

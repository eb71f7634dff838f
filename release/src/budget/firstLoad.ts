import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { HYDRATED_MARK } from '@xingheng/shared';
import { launchChromium } from './chromium';

/** One file of code or code data the browser downloaded. */
export interface ScriptTransfer {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /**
   * `script`, or `data`: a file of a remote version fetched by its code (the map data of the chart
   * pages); API answers are neither and are not counted.
   */
  kind: 'script' | 'data';
  /**
   * Requested after the page was hydrated (the shell's `xh-hydrated` mark): what a page loads once
   * its text and controls work, like the chart library. `false` when the page never marked.
   */
  late: boolean;
}

/** What a first visit to a page loaded. */
export interface FirstLoad {
  /** The address asked for. */
  url: string;
  /** HTTP status of the page's own answer (after redirects: the last one). */
  status: number;
  /** The page's HTML as served, before compression, bytes. */
  htmlBytes: number;
  /** Whether the page set the hydrated mark before the network went idle. */
  hydrated: boolean;
  /** Every script and code data file, largest first. */
  scripts: ScriptTransfer[];
}

/** A file of a remote's version folder (code or data shipped with it), by its URL path. */
const VERSION_FILE = /^\/remotes\/[^/]+\/[^/]+\//;

/**
 * Whether a response counts as first-visit code: every script, and the data files of a remote
 * version fetched by its code.
 */
function countedKind(response: Response): ScriptTransfer['kind'] | undefined {
  const type = response.request().resourceType();
  if (type === 'script') return 'script';
  if ((type === 'fetch' || type === 'xhr') && VERSION_FILE.test(new URL(response.url()).pathname))
    return 'data';
  return undefined;
}

/**
 * Loads `url` in a fresh browser context (empty cache, no cookies) of `browser` and measures the
 * code it downloads until the network is idle (docs/performance.md "Every public route").
 * @param browser a launched Chromium (`launchChromium`)
 * @param url e.g. `http://localhost:8080/support/map`
 * @returns the page's status and HTML size and each script or data file: uncompressed size, size
 *   gzipped at level 6 (bytes) and whether it was requested after the hydrated mark
 * @throws the navigation error when the page does not answer
 */
export async function measurePage(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<(ScriptTransfer & { startedAt: number }) | undefined>[] = [];
    page.on('response', (response) => {
      const kind = countedKind(response);
      if (!kind) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 6 }).length,
            kind,
            late: false,
            startedAt: response.request().timing().startTime,
          }))
          .catch(() => undefined),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response) throw new Error(`${url} 没有应答`);
    const html = await response.body();
    const hydratedAt = await page.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark, 'mark')[0];
      return entry ? performance.timeOrigin + entry.startTime : undefined;
    }, HYDRATED_MARK);
    const scripts = (await Promise.all(pending))
      .filter((s): s is ScriptTransfer & { startedAt: number } => Boolean(s))
      .map(({ startedAt, ...script }) => ({
        ...script,
        late: hydratedAt !== undefined && startedAt > hydratedAt,
      }));
    return {
      url,
      status: response.status(),
      htmlBytes: html.length,
      hydrated: hydratedAt !== undefined,
      scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` in a fresh headless Chromium (empty cache) and measures every JavaScript file and
 * code data file it downloads until the network is idle (`npm run size`, `npm run perf`).
 * @param url e.g. `http://localhost:8080/`
 * @returns each file's sizes (bytes) and whether it came after hydration, largest first
 */
export async function measureFirstLoad(url: string): Promise<ScriptTransfer[]> {
  const browser = await launchChromium();
  try {
    return (await measurePage(browser, url)).scripts;
  } finally {
    await browser.close();
  }
}

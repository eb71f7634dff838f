import { gzipSync } from 'node:zlib';
import type { Flags, Result } from 'lighthouse';
import { CHROMIUM_ARGS, type PageFigures, type Preset } from '@xingheng/release';
import { summarizeRuns, type RunOutcome } from './runs';

/** Debian's Chromium (docs/stack.md): never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One script request of a Lighthouse run (its `network-requests` audit). */
export interface ScriptRequest {
  url: string;
  /** Bytes on the wire, headers included. */
  transferSize: number;
  /** Bytes of the decoded body. */
  resourceSize: number;
}

/** The figures of one Lighthouse run. */
export interface LighthouseRun {
  /** Performance score as the report shows it, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: ScriptRequest[];
  /** Every request of the load (its `network-requests` audit), scripts included. */
  requests: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The items of the run's `network-requests` audit (one per request), `[]` without it. */
function networkRequests(lhr: Result): Record<string, unknown>[] {
  const details: unknown = lhr.audits['network-requests']?.details;
  const items: unknown = isRecord(details) ? details.items : undefined;
  return Array.isArray(items) ? items.filter(isRecord) : [];
}

function scriptRequests(lhr: Result): ScriptRequest[] {
  return networkRequests(lhr).flatMap((item) =>
    item.resourceType === 'Script' && typeof item.url === 'string'
      ? [
          {
            url: item.url,
            transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
            resourceSize: typeof item.resourceSize === 'number' ? item.resourceSize : 0,
          },
        ]
      : [],
  );
}

function numericAudit(lhr: Result, id: string): number {
  const audit = lhr.audits[id];
  if (typeof audit?.numericValue !== 'number') {
    throw new Error(`${id}: ${audit?.errorMessage ?? '没有数值'}`);
  }
  return audit.numericValue;
}

/**
 * One Lighthouse 12 run of the performance category in a fresh headless Chromium (empty cache:
 * a first visit), mobile with the default config, desktop with `desktop-config.js`.
 * @param url the page, e.g. `http://127.0.0.1:40123/login`
 * @param preset `mobile` or `desktop`
 * @param throttling `simulate` (Lighthouse's default) or `devtools` (loaded really throttled)
 * @returns score (0–100), LCP and TBT (ms), CLS, the script requests and the number of requests
 * @throws Error when Chromium does not start, Lighthouse reports a runtime error (page did not
 *   load, no LCP, …) or a figure is missing
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: throttling,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse 没有给出结果');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('没有性能得分');
    return {
      score: Math.round(score * 100),
      lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
      tbtMs: numericAudit(lhr, 'total-blocking-time'),
      cls: numericAudit(lhr, 'cumulative-layout-shift'),
      scripts: scriptRequests(lhr),
      requests: networkRequests(lhr).length,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Each script's size as the first-load budget counts it (`npm run size`,
 * release/src/budget/firstLoad.ts): the body fetched again, uncompressed, and gzipped at level 6.
 * Scripts are immutable per URL, so each is fetched once per instance.
 */
export class ScriptGzipSizes {
  private readonly sizes = new Map<string, Promise<number>>();

  /**
   * @param url a script URL the page loaded
   * @returns its gzip level-6 size, bytes
   * @throws Error when the script cannot be fetched again
   */
  of(url: string): Promise<number> {
    let size = this.sizes.get(url);
    if (!size) {
      size = fetch(url, { headers: { 'accept-encoding': 'identity' } }).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
      });
      this.sizes.set(url, size);
    }
    return size;
  }
}

/**
 * One run of a page, as an outcome: the figures with the scripts' gzip total, or why it failed.
 * @param url the page
 * @param preset `mobile` or `desktop`
 * @param gzip the gzip sizes of scripts already fetched
 * @param throttling Lighthouse's throttling method (`runLighthouse`)
 */
export async function measureRun(
  url: string,
  preset: Preset,
  gzip: ScriptGzipSizes,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<RunOutcome> {
  try {
    const run = await runLighthouse(url, preset, throttling);
    const gzipSizes = await Promise.all(run.scripts.map((script) => gzip.of(script.url)));
    return {
      ok: true,
      figures: {
        score: run.score,
        lcpMs: run.lcpMs,
        tbtMs: run.tbtMs,
        cls: run.cls,
        jsGzipBytes: gzipSizes.reduce((sum, n) => sum + n, 0),
        jsTransferBytes: run.scripts.reduce((sum, s) => sum + s.transferSize, 0),
        jsFiles: run.scripts.length,
        requests: run.requests,
      },
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Measures one page on several builds, `runs` times each, one run at a time (a quiet machine:
 * nothing runs in parallel), alternating the builds within each round so that a slow moment of the
 * machine does not fall on one build only.
 * @param urls the page's URL on each build, e.g. `{ federated: …, monolith: … }`
 * @param preset `mobile` or `desktop`
 * @param runs how many runs per build (≥ 1)
 * @param onRun called after each run with the build's name
 * @param throttling Lighthouse's throttling method (`runLighthouse`)
 * @returns each build's figures (medians over the runs that succeeded)
 */
export async function measurePage<B extends string>(
  urls: Record<B, string>,
  preset: Preset,
  runs: number,
  onRun: (build: B, run: number, outcome: RunOutcome) => void = () => undefined,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<Record<B, PageFigures>> {
  const builds = Object.keys(urls) as B[];
  const gzip = new ScriptGzipSizes();
  const outcomes = new Map<B, RunOutcome[]>(builds.map((build) => [build, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const build of builds) {
      const outcome = await measureRun(urls[build], preset, gzip, throttling);
      outcomes.get(build)?.push(outcome);
      onRun(build, run, outcome);
    }
  }
  return Object.fromEntries(
    builds.map((build) => [build, summarizeRuns(outcomes.get(build) ?? [])]),
  ) as Record<B, PageFigures>;
}

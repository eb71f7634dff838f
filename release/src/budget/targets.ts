/**
 * The targets of `npm run perf` (docs/performance.md "Targets"): Lighthouse 12 on the production
 * build, medians of the runs, on every public route (`sitePages`); and the federated site within
 * 10% of the monolith on LCP and JavaScript bytes.
 */

import type { PageBudgetKind } from '@xingheng/shared';

/** Lighthouse's two presets: the default (mobile) config and `desktop-config.js`. */
export type Preset = 'mobile' | 'desktop';
/** Both presets, in report order. */
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** The two builds compared. */
export type Build = 'federated' | 'monolith';

/** One kilobyte as `npm run size` prints it: 1,024 bytes. */
export const KB = 1024;

/** The figures of one page on one build: medians over the runs that succeeded. */
export interface PageFigures {
  /** Lighthouse performance score as the report shows it, 0–100. */
  score?: number;
  /** Largest Contentful Paint, milliseconds. */
  lcpMs?: number;
  /** Total Blocking Time, milliseconds. */
  tbtMs?: number;
  /** Cumulative Layout Shift, unitless. */
  cls?: number;
  /**
   * JavaScript of the first visit as the budget counts it (`npm run size`): each script's body
   * gzipped at level 6, summed, bytes.
   */
  jsGzipBytes?: number;
  /** Lighthouse's `transferSize` of the Script requests (headers included, as served), bytes. */
  jsTransferBytes?: number;
  /** How many scripts were loaded. */
  jsFiles?: number;
  /** How many requests the load made, of any kind (page, styles, scripts, API, images, fonts). */
  requests?: number;
  /** Runs asked for. */
  runs: number;
  /** Runs that produced figures. */
  runsOk: number;
  /** Why the other runs produced none (Lighthouse's runtime error or an exception). */
  errors: string[];
}

/** What a target bounds. */
export type Metric = 'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'jsGzipBytes';

/** One target: `metric` at least (`min`) or at most (`max`) `limit`, in the metric's unit. */
export interface Target {
  metric: Metric;
  bound: 'min' | 'max';
  limit: number;
}

/**
 * All the JavaScript of a first visit to a page with a chart (`budget: 'chart'` in its route
 * table), the chart library and map data loaded after hydration included: 450 KB gzip (issue 24).
 */
export const CHART_PAGE_JS_LIMIT = 450 * KB;

/**
 * The targets of one page in one preset: mobile, score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms,
 * CLS ≤ 0.05 and JavaScript ≤ 250 KB gzip (a chart page: ≤ 450 KB, everything Lighthouse saw
 * load, the chart library included; its 250 KB until hydrated is checked by the first-visit
 * table); desktop, score ≥ 98.
 * @param preset `mobile` or `desktop`
 * @param budget the page's budget kind from its route table (default `page`)
 * @returns the targets, in the order the tables print them
 */
export function targetsFor(preset: Preset, budget: PageBudgetKind = 'page'): Target[] {
  if (preset === 'desktop') return [{ metric: 'score', bound: 'min', limit: 98 }];
  return [
    { metric: 'score', bound: 'min', limit: 90 },
    { metric: 'lcpMs', bound: 'max', limit: 2500 },
    { metric: 'tbtMs', bound: 'max', limit: 200 },
    { metric: 'cls', bound: 'max', limit: 0.05 },
    {
      metric: 'jsGzipBytes',
      bound: 'max',
      limit: budget === 'chart' ? CHART_PAGE_JS_LIMIT : 250 * KB,
    },
  ];
}

/** The metrics on which the federated site must stay within `RATIO_LIMIT` of the monolith. */
export const RATIO_METRICS: readonly Metric[] = ['lcpMs', 'jsGzipBytes'];

/** Federated / monolith at most 1.10: "within 10% of the monolith". */
export const RATIO_LIMIT = 1.1;

/**
 * Whether a figure meets a target. A missing figure (every run failed) never does.
 * @param target the bound
 * @param value the figure, in the target's unit
 */
export function meets(target: Target, value: number | undefined): boolean {
  if (value === undefined || !Number.isFinite(value)) return false;
  return target.bound === 'min' ? value >= target.limit : value <= target.limit;
}

/**
 * Federated / monolith.
 * @param federated the federated site's figure
 * @param monolith the monolith's figure, in the same unit
 * @returns the ratio, or `undefined` when a figure is missing or the monolith's is 0
 */
export function ratio(federated: number | undefined, monolith: number | undefined) {
  if (federated === undefined || monolith === undefined || monolith === 0) return undefined;
  return federated / monolith;
}

/** One pass/fail of the report. */
export interface Check {
  preset: Preset;
  page: string;
  metric: Metric;
  /** A target of one build, or the federated / monolith ratio. */
  kind: 'target' | 'ratio';
  /** Which build the target was checked on (`federated` for a ratio). */
  build: Build;
  pass: boolean;
}

/**
 * Checks one page of one preset: every target on both builds (the targets are the federated
 * site's; the monolith's show how far the architecture alone is from them) and the ratio goal.
 * @param preset the preset the figures come from
 * @param page the page's path
 * @param federated the federated site's figures
 * @param monolith the monolith's figures
 * @param budget the page's budget kind (`targetsFor`)
 * @returns the checks, targets first
 */
export function evaluatePage(
  preset: Preset,
  page: string,
  federated: PageFigures,
  monolith: PageFigures,
  budget: PageBudgetKind = 'page',
): Check[] {
  const figures: Record<Build, PageFigures> = { federated, monolith };
  const targets = targetsFor(preset, budget).flatMap((target) =>
    (['federated', 'monolith'] as const).map(
      (build): Check => ({
        preset,
        page,
        metric: target.metric,
        kind: 'target',
        build,
        pass: meets(target, figures[build][target.metric]),
      }),
    ),
  );
  const ratios = RATIO_METRICS.map((metric): Check => {
    const value = ratio(federated[metric], monolith[metric]);
    return {
      preset,
      page,
      metric,
      kind: 'ratio',
      build: 'federated',
      pass: value !== undefined && value <= RATIO_LIMIT,
    };
  });
  return [...targets, ...ratios];
}

/**
 * The page goals of one `npm run start` process under load (docs/performance.md "Pages under
 * load"), measured by `npm run perf`'s load section (`pageBench.ts`): a page served from the page
 * cache at least 1,000 answers/s with p99 ≤ 50 ms at 50 connections; while 200 connections ask for
 * pages nobody asked before (each needs a render), the menu API's p99 ≤ 100 ms and no request
 * fails (an error, a time-out or an answer other than 2xx).
 */
export const PAGE_LOAD_GOALS = {
  cached: { connections: 50, requestsPerSecond: 1000, p99Ms: 50 },
  flood: { connections: 200, menuConnections: 10, menuP99Ms: 100 },
} as const;

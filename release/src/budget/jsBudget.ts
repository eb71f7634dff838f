import type { PageBudgetKind } from '@xingheng/shared';
import type { FirstLoad, ScriptTransfer } from './firstLoad';
import { CHART_PAGE_JS_LIMIT, KB, targetsFor } from './targets';

/**
 * The limits of a first visit to a public page (issue 24, docs/performance.md "Every public
 * route"), bytes: JavaScript (each file gzipped at level 6) on every page; on a page with a chart,
 * until it is hydrated and in all (the chart library and its map data load after); the server's
 * HTML before compression.
 */
export const PAGE_LIMITS = {
  js: 250 * KB,
  chartTotal: CHART_PAGE_JS_LIMIT,
  html: 100 * KB,
} as const;

/** The limits `checkFirstLoad` applies (`PAGE_LIMITS`, lower in the test that trips them). */
export type PageLimits = { [Key in keyof typeof PAGE_LIMITS]: number };

/**
 * The JavaScript budget of a first visit to a page, as the mobile target of `npm run perf` says it:
 * 250 KB gzip on every page (`PAGE_LIMITS.js`).
 * @returns the limit in bytes (gzip level 6, 1 KB = 1,024 bytes)
 */
export function jsBudget(): number {
  const target = targetsFor('mobile').find((t) => t.metric === 'jsGzipBytes');
  return target?.limit ?? PAGE_LIMITS.js;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const sum = (files: readonly ScriptTransfer[]) =>
  files.reduce((total, file) => total + file.gzipBytes, 0);

/** The five largest files, for a message. */
function largest(files: readonly ScriptTransfer[]): string {
  return [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5)
    .map((file) => `${kb(file.gzipBytes)} KB ${new URL(file.url).pathname}`)
    .join('，');
}

/**
 * Checks a first visit to a public page against its budget.
 * @param load what `measurePage` saw
 * @param budget the route's `budget` (`page`: all code ≤ `limits.js`; `chart`: the code requested
 *   until the page is hydrated ≤ `limits.js` and all of it, map data included, ≤
 *   `limits.chartTotal`, with the page hydrated)
 * @param limits the limits (default `PAGE_LIMITS`)
 * @returns one Chinese line per failure (status other than 200, HTML or code over its limit,
 *   naming the largest files); `[]` within budget
 */
export function checkFirstLoad(
  load: FirstLoad,
  budget: PageBudgetKind = 'page',
  limits: PageLimits = PAGE_LIMITS,
): string[] {
  const failures: string[] = [];
  if (load.status !== 200) failures.push(`匿名访问应答 ${load.status}，不是 200`);
  if (load.htmlBytes > limits.html) {
    failures.push(`服务端 HTML ${kb(load.htmlBytes)} KB 超出预算 ${kb(limits.html)} KB`);
  }
  const all = sum(load.scripts);
  if (budget === 'page') {
    if (all > limits.js) {
      failures.push(
        `首次访问的 JavaScript ${kb(all)} KB（gzip）超出预算 ${kb(limits.js)} KB；最大的文件：${largest(load.scripts)}`,
      );
    }
    return failures;
  }
  if (!load.hydrated) failures.push('页面没有完成水合（没有 xh-hydrated 标记）');
  const early = load.scripts.filter((file) => !file.late);
  if (sum(early) > limits.js) {
    failures.push(
      `水合前的 JavaScript ${kb(sum(early))} KB（gzip）超出预算 ${kb(limits.js)} KB；最大的文件：${largest(early)}`,
    );
  }
  if (all > limits.chartTotal) {
    failures.push(
      `含图表库与地图数据共 ${kb(all)} KB（gzip）超出预算 ${kb(limits.chartTotal)} KB；最大的文件：${largest(load.scripts)}`,
    );
  }
  return failures;
}

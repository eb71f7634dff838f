import { KB, targetsFor } from './targets';
import type { ScriptTransfer } from './firstLoad';

/**
 * The JavaScript budget of a first visit to a page (the targets of docs/performance.md "Where it stands"): what the mobile
 * targets of `npm run perf` allow, 250 KB gzip (300 KB on `/login`).
 * @param page the page's path, e.g. `/`
 * @returns the limit in bytes (gzip level 6, 1 KB = 1,024 bytes)
 */
export function jsBudgetFor(page: string): number {
  const target = targetsFor('mobile', page).find((t) => t.metric === 'jsGzipBytes');
  if (!target) throw new Error(`${page} 没有 JavaScript 预算`);
  return target.limit;
}

/**
 * Checks the scripts of a first visit (`measureFirstLoad`) against the page's budget.
 * @param page the page's path
 * @param scripts what the browser downloaded
 * @param limit the budget in bytes (default `jsBudgetFor(page)`)
 * @returns `undefined` within budget; else a message with the total, the budget and the five
 *   largest files (gzip KB), for the failing test to print
 */
export function checkJsBudget(
  page: string,
  scripts: readonly ScriptTransfer[],
  limit = jsBudgetFor(page),
): string | undefined {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  if (total <= limit) return undefined;
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const largest = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5)
    .map((script) => `${kb(script.gzipBytes)} KB ${new URL(script.url).pathname}`);
  return `${page} 首次访问的 JavaScript ${kb(total)} KB（gzip）超出预算 ${kb(limit)} KB；最大的文件：${largest.join('，')}`;
}

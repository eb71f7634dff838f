import { checkFirstLoad, type FirstLoad, type SitePage } from '@xingheng/release';
import { formatTable } from './table';

/** One public page with what its first visit loaded. */
export interface MeasuredPage {
  page: SitePage;
  load: FirstLoad;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The table of every public route's first visit (`npm run size -- --all`, docs/performance.md
 * "Every public route"): JavaScript gzip KB (on a chart page also the part until hydration),
 * server HTML KB before compression, files, and PASS or FAIL against `checkFirstLoad`, then each
 * failure and a count.
 * @param measured the pages in route order, each with its `measurePage` result
 * @param skipped routes left out for want of a sample (`sitePages`), listed as failures
 * @returns the report's lines joined with `\n`
 */
export function formatPagesReport(
  measured: readonly MeasuredPage[],
  skipped: readonly string[] = [],
): string {
  const failures: string[] = skipped.map((line) => `${line}（没有测量）`);
  const rows = measured.map(({ page, load }) => {
    const all = load.scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
    const early = load.scripts
      .filter((file) => !file.late)
      .reduce((sum, file) => sum + file.gzipBytes, 0);
    const problems = checkFirstLoad(load, page.budget);
    failures.push(...problems.map((line) => `${page.path}: ${line}`));
    return [
      page.path,
      page.remote,
      kb(all),
      page.budget === 'chart' ? kb(early) : '',
      kb(load.htmlBytes),
      String(load.scripts.length),
      problems.length ? 'FAIL' : 'PASS',
    ];
  });
  const table = formatTable(
    [['route', 'remote', 'JS KB', 'hydrated at', 'HTML KB', 'files', ''], ...rows],
    ['left', 'left', 'right', 'right', 'right', 'right', 'left'],
  );
  const passed = rows.filter((row) => row[6] === 'PASS').length;
  return [
    'Every public route, first visit (JS: gzip level 6, ≤ 250 KB; chart pages ≤ 250 KB until hydrated, ≤ 450 KB in all; HTML ≤ 100 KB before compression)',
    table,
    ...failures.map((line) => `  FAIL ${line}`),
    `${passed} of ${rows.length} routes within budget${skipped.length ? `, ${skipped.length} not measured` : ''}`,
  ].join('\n');
}

import {
  DEFAULT_DEPLOY_DIR,
  launchChromium,
  localFolderTarget,
  measureFirstLoad,
  measurePage,
  sitePages,
} from '@xingheng/release';
import { formatPagesReport, type MeasuredPage } from '../perf/pagesReport';

const kb = (n: number) => (n / 1024).toFixed(1).padStart(8);

/** One page: every script and code data file, then the totals. */
async function onePage(url: string): Promise<void> {
  const scripts = await measureFirstLoad(url);
  console.log(`首次访问 ${url} 下载的 JavaScript（gzip 级别 6；* 为水合之后请求的文件）：`);
  console.log(`${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  file`);
  for (const s of scripts)
    console.log(
      `${kb(s.rawBytes)} ${kb(s.gzipBytes)}  ${s.late ? '* ' : ''}${new URL(s.url).pathname}`,
    );
  const raw = scripts.reduce((n, s) => n + s.rawBytes, 0);
  const gzip = scripts.reduce((n, s) => n + s.gzipBytes, 0);
  console.log(`${kb(raw)} ${kb(gzip)}  合计 ${scripts.length} 个文件`);
}

/**
 * Every public route of the active versions in `deploy/` (`sitePages`), each in a fresh browser
 * context, as the budget test measures them; exits 1 when one is over budget.
 */
async function allPages(site: string): Promise<void> {
  const { pages, skipped } = await sitePages(localFolderTarget(DEFAULT_DEPLOY_DIR), site);
  const browser = await launchChromium();
  const measured: MeasuredPage[] = [];
  try {
    for (const page of pages.filter((p) => p.audience === 'public')) {
      process.stderr.write(`[size] ${page.path}\n`);
      measured.push({ page, load: await measurePage(browser, new URL(page.path, site).href) });
    }
  } finally {
    await browser.close();
  }
  const report = formatPagesReport(measured, skipped);
  console.log(report);
  if (report.includes('  FAIL ')) process.exitCode = 1;
}

/**
 * `npm run size [-- <url>]`: prints the JavaScript the browser downloads on a first visit to one
 * page (default http://localhost:8080/; the site of `npm start` must be running): one line per
 * file with raw and gzip KB, then the totals. `npm run size -- --all [<site>]`: every public route
 * of the route tables, with JS, HTML and PASS/FAIL against the budgets (docs/performance.md
 * "Every public route").
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const fallback = `http://localhost:${process.env.PORT ?? 8080}/`;
  if (args[0] === '--all') await allPages(args[1] ?? fallback);
  else await onePage(args[0] ?? fallback);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

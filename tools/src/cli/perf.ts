import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi, formatApiBench } from '../perf/apiBench';
import { parsePerfArgs, PERF_USAGE, type PerfOptions } from '../perf/args';
import { formatBuildTimes } from '../perf/buildReport';
import { benchPages, formatPageBench } from '../perf/pageBench';
import { timeProductionBuilds, type BuildTiming } from '../perf/buildTimes';
import { DEFAULT_DEV_FILE, timeDevRebuild, type DevRebuild } from '../perf/devRebuild';
import { activeVersions, buildAndActivate } from '../perf/federatedBuild';
import { CHROMIUM_PATH, measurePage, measureRun, ScriptGzipSizes } from '../perf/lighthouse';
import { formatPagesReport, type MeasuredPage } from '../perf/pagesReport';
import { buildMonolith, isMonolithBuilt, MONOLITH_DIR } from '../perf/monolithBuild';
import {
  checksOf,
  formatLighthouseReport,
  formatSummaryLine,
  type PageComparison,
} from '../perf/report';
import type { SummaryInput } from '../perf/report';
import { startMeasuredSites } from '../perf/sites';
import {
  type Check,
  type Preset,
  gitCommit,
  APPS,
  DEFAULT_DEPLOY_DIR,
  REPO_ROOT,
  type AppName,
  launchChromium,
  localFolderTarget,
  measurePage as measureFirstVisit,
  sitePages,
} from '@xingheng/release';
import type { PageBudgetKind } from '@xingheng/shared';

/** Progress goes to stderr; stdout holds the report only. */
function progress(text: string): void {
  process.stderr.write(`[perf] ${text}\n`);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function lighthouseVersion(): string {
  const file = require.resolve('lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

let federatedBuilt = false;
/** Builds the federated site and activates it in `deploy/`, once per run. */
async function buildFederated(): Promise<void> {
  if (federatedBuilt) return;
  progress('building the federated site (npm run build -- --activate)…');
  await buildAndActivate();
  federatedBuilt = true;
}

/** Builds the federated site and the monolith when asked, or checks that both are there. */
async function prepareBuilds(options: PerfOptions): Promise<void> {
  if (options.build) {
    await buildFederated();
    if (isMonolithBuilt()) progress('monolith/dist is current');
    else {
      progress('building the monolith…');
      progress(`monolith built in ${((await buildMonolith()) / 1000).toFixed(1)} s`);
    }
    return;
  }
  if (!fs.existsSync(path.join(MONOLITH_DIR, 'dist', 'index.html'))) {
    throw new Error('monolith/dist 不存在：先运行 npm run build:monolith，或去掉 --no-build');
  }
  if (!isMonolithBuilt()) progress('warning: monolith/dist is older than the sources');
}

async function lighthouseSection(options: PerfOptions): Promise<Check[]> {
  await prepareBuilds(options);
  const { active, stale } = await activeVersions(DEFAULT_DEPLOY_DIR);
  console.log(
    `Federated: createSiteServer over deploy/, as npm start serves it; active: ${active}`,
  );
  if (stale.length)
    console.log(`  (built from older sources than the working tree: ${stale.join(', ')})`);
  console.log(
    `Monolith: monolith/dist${isMonolithBuilt() ? '' : ' (older than the sources)'}, ` +
      'server-rendered with its server build and the same page answer\n',
  );
  const sites = await startMeasuredSites(DEFAULT_DEPLOY_DIR);
  try {
    const pages = await pagesToMeasure(options, sites.origins.federated);
    console.log(`Lighthouse throttling: ${options.throttling}\n`);
    // The first Chromium started after a pause paints late (cold caches, ~1.3 s instead of
    // ~0.2 s on this machine): one run on each site warms them and is not counted
    // (docs/performance.md "Simulated LCP").
    for (const origin of [sites.origins.federated, sites.origins.monolith]) {
      const first = pages[0]?.path ?? '/';
      const warmUp = await measureRun(origin + first, 'mobile', new ScriptGzipSizes());
      progress(`warm-up ${origin}: ${warmUp.ok ? 'done' : `failed: ${warmUp.error}`}`);
    }
    const results: { preset: Preset; comparisons: PageComparison[] }[] = [];
    for (const preset of options.presets) {
      const comparisons: PageComparison[] = [];
      for (const { path: page, budget } of pages) {
        const urls = {
          federated: sites.origins.federated + page,
          monolith: sites.origins.monolith + page,
        };
        const figures = await measurePage(
          urls,
          preset,
          options.runs,
          (build, run, outcome) =>
            progress(
              `${preset} ${page} ${build} run ${run}/${options.runs}: ` +
                (outcome.ok
                  ? `score ${outcome.figures.score}, LCP ${(outcome.figures.lcpMs / 1000).toFixed(2)} s, ` +
                    `TBT ${Math.round(outcome.figures.tbtMs)} ms, CLS ${outcome.figures.cls.toFixed(3)}, ` +
                    `JS ${(outcome.figures.jsGzipBytes / 1024).toFixed(1)} KB gzip`
                  : `failed: ${outcome.error}`),
            ),
          options.throttling,
        );
        comparisons.push({ page, budget, ...figures });
      }
      console.log(`${formatLighthouseReport(preset, comparisons)}\n`);
      results.push({ preset, comparisons });
    }
    return checksOf(results);
  } finally {
    await sites.close();
  }
}

/**
 * The pages of the Lighthouse section with their budget kind (`chart` pages may load 450 KB of JS
 * in all): `--pages` as given (the kind of the route table's sample address when a page is one,
 * else `page`), or every public route of the active versions (`sitePages`), after printing each
 * one's first visit against the budgets (JS, HTML, PASS/FAIL: the table of `npm run size -- --all`).
 */
async function pagesToMeasure(
  options: PerfOptions,
  federated: string,
): Promise<{ path: string; budget: PageBudgetKind }[]> {
  const { pages, skipped } = await sitePages(localFolderTarget(DEFAULT_DEPLOY_DIR), federated);
  if (options.pages !== 'all') {
    const budgets = new Map(pages.map((page) => [page.path, page.budget]));
    return options.pages.map((page) => ({ path: page, budget: budgets.get(page) ?? 'page' }));
  }
  const publicPages = pages.filter((page) => page.audience === 'public');
  const browser = await launchChromium();
  const measured: MeasuredPage[] = [];
  try {
    for (const page of publicPages) {
      progress(`first visit ${page.path}`);
      measured.push({ page, load: await measureFirstVisit(browser, federated + page.path) });
    }
  } finally {
    await browser.close();
  }
  console.log(`${formatPagesReport(measured, skipped)}\n`);
  return publicPages.map((page) => ({ path: page.path, budget: page.budget }));
}

async function buildSection(options: PerfOptions): Promise<void> {
  const timings: BuildTiming[] = await timeProductionBuilds(undefined, (t) =>
    progress(
      'ms' in t ? `${t.app} built in ${(t.ms / 1000).toFixed(1)} s` : `${t.app}: ${t.error}`,
    ),
  );
  const file = options.devFile ?? DEFAULT_DEV_FILE;
  const app = file.split('/')[0] as AppName;
  let dev: DevRebuild | Error;
  if (!APPS.includes(app)) dev = new Error(`--dev-file 须在某个应用的目录下：${file}`);
  else {
    progress(`dev rebuild: watching ${app}, then changing ${file}…`);
    dev = await timeDevRebuild(app, file).catch((error: unknown) => new Error(message(error)));
  }
  console.log(`${formatBuildTimes(timings, dev)}\n`);
  if (dev instanceof Error || timings.some((t) => 'error' in t)) {
    throw new Error('a build failed (see above)');
  }
}

async function apiSection(options: PerfOptions): Promise<{ met: number; total: number }> {
  progress('API bench…');
  const results = await benchApi(
    options.apiSeconds === undefined ? {} : { durationSeconds: options.apiSeconds },
  );
  console.log(`${formatApiBench(results)}\n`);
  return { met: results.filter((r) => r.goalMet).length, total: results.length };
}

async function loadSection(options: PerfOptions): Promise<{ met: number; total: number }> {
  if (options.build) await buildFederated();
  const { active } = await activeVersions(DEFAULT_DEPLOY_DIR);
  progress('pages under load: cached pages, then the flood…');
  const result = await benchPages({
    deployDir: DEFAULT_DEPLOY_DIR,
    ...(options.loadSeconds === undefined ? {} : { durationSeconds: options.loadSeconds }),
  });
  console.log(
    `Pages under load: createSiteServer over deploy/ in a process of its own; active: ${active}`,
  );
  console.log(`${formatPageBench(result)}\n`);
  const goals = [...result.cached.map((r) => r.goalMet), result.flood.goalMet];
  return { met: goals.filter(Boolean).length, total: goals.length };
}

/**
 * `npm run perf` (docs/performance.md): Lighthouse on the federated site and the monolith side by
 * side, against the targets; each app's production build time and a development rebuild; the API
 * bench; pages under load (the page cache, and the API during a flood of renders). The report is on stdout, progress on stderr; targets that fail do not fail the command
 * (it is a report), a section that cannot run does (exit code 1). Flags: `PERF_USAGE`.
 */
async function main(): Promise<void> {
  const options = parsePerfArgs(process.argv.slice(2));
  if (options.help) {
    console.log(PERF_USAGE);
    return;
  }
  console.log(
    `npm run perf — ${new Date().toISOString()}, commit ${gitCommit(REPO_ROOT)}, Node ${process.version}, ` +
      `${os.cpus().length} cores, ${chromiumVersion()}, Lighthouse ${lighthouseVersion()}\n`,
  );
  const summary: SummaryInput = { errors: [] };
  const sections: Record<(typeof options.sections)[number], () => Promise<void>> = {
    lighthouse: async () => {
      summary.checks = await lighthouseSection(options);
    },
    build: () => buildSection(options),
    api: async () => {
      summary.api = await apiSection(options);
    },
    load: async () => {
      summary.load = await loadSection(options);
    },
  };
  for (const section of options.sections) {
    try {
      await sections[section]();
    } catch (error) {
      summary.errors.push(section);
      console.log(`${section}: FAILED — ${message(error)}\n`);
    }
  }
  console.log(formatSummaryLine(summary));
  if (summary.errors.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(message(error));
  process.exit(1);
});

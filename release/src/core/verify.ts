import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext } from 'playwright-core';
import { launchChromium } from '../budget/chromium';
import {
  formatVersionOverrides,
  REMOTE_NAMES,
  ROUTE_OWNERSHIP,
  VERSION_OVERRIDE_COOKIE,
  type RemoteName,
} from '@xingheng/shared/registry';
import { requireVersion, type DeployTarget } from '../deploy/deployTarget';
import type { ReleaseApp } from '../deploy/ledger';
import { jsBudget } from '../budget/jsBudget';
import { readLedger } from './releaseStore';
import { routePatterns, stampOf, stampPaths } from './versionFiles';
import { probeSite } from './siteProbe';
import {
  compareSnapshots,
  NOT_FOUND_TEXT,
  resolveRoutePages,
  type PageSnapshot,
  type RoutePage,
} from './verifyCompare';

/**
 * `verify <app> <version>` (docs/releasing.md): opens every route prefix of the app, and the pages
 * its build lists in `verifyPaths`, in headless Chromium against the running site, with that
 * version loaded for this browser only:
 * - a remote through the override cookie `xh_remote_override=<app>@<version>` (the shell then
 *   loads exactly that version, without falling back);
 * - the shell by answering the page requests with that version's `index.html`.
 * A page fails when it answers 5xx, shows the section fallback, throws (uncaught error), logs a
 * console error, has no `h1`, or — for a remote — never fetched the version's files.
 *
 * A remote whose active version is another one is also compared with it (`verifyCompare.ts`):
 * every route of both versions' `route-paths.json` is opened too (a parameter filled from the
 * build's `routeSamples`, taken from the API), each page in a fresh browser context with the
 * active version and with the candidate, and the candidate fails where it is worse: a page that
 * became the 404 page, lost its `h1` or throws, or whose first-visit JS grew by more than 10% or
 * past its budget (`jsBudget`). Link prefetch is off (data-saver) so the JS is the page's own.
 */

/** How a page that could not be opened at all is reported. */
const OPEN_FAILED = '打开失败：';

/** The section fallback's text (shell/src/router/SectionError.tsx). */
const FALLBACK_TEXT = '该栏目暂时无法访问';

/** A page in the active version and in the candidate (remotes with an active version). */
export interface PageComparison {
  active: PageSnapshot;
  candidate: PageSnapshot;
  /** The page's first-visit JS budget in bytes (`jsBudget`). */
  budget: number;
}

/** One page's outcome. */
export interface PageCheck {
  path: string;
  failures: string[];
  comparison?: PageComparison;
}

/** The outcome of a verification. */
export interface VerifyResult {
  ok: boolean;
  pages: PageCheck[];
  /** One line per failure, `path: reason` (Chinese). */
  failures: string[];
  /** The active version the candidate was compared with (a remote with another active version). */
  comparedWith?: string;
  /** Routes not opened, `pattern：reason` (a required parameter without a sample). */
  skipped: string[];
}

/** The page path of a route prefix: `/news/*` → `/news`. */
export function prefixPath(prefix: string): string {
  return prefix.replace(/\/\*$/, '') || '/';
}

/**
 * The pages to open for an app: each owned route prefix (for the shell: every remote's), then
 * `verifyPaths`.
 * @param app the app
 * @param verifyPaths from the version's build stamp
 */
export function pagesToVerify(app: ReleaseApp, verifyPaths: readonly string[] = []): string[] {
  const prefixes =
    app === 'shell'
      ? REMOTE_NAMES.flatMap((name) => ROUTE_OWNERSHIP[name])
      : ROUTE_OWNERSHIP[app as RemoteName];
  return [...new Set([...prefixes.map(prefixPath), ...verifyPaths])];
}

/** Turns off link prefetch (it never runs on data-saver): first-visit JS counts the page alone. */
function saveDataScript() {
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: true, effectiveType: '4g' },
    configurable: true,
  });
}

/**
 * Opens one page in a fresh context (empty cache) made by `open`, and reports its own failures
 * and what it showed (for the comparison with the active version).
 * @param versionFiles the path prefix of the version's files, e.g. `/remotes/mf-support/v2/`; when
 *   given, a page that fetched none of them fails
 */
async function inspectPage(
  open: () => Promise<BrowserContext>,
  site: URL,
  path: string,
  versionFiles: string | undefined,
): Promise<{ failures: string[]; snapshot: PageSnapshot }> {
  const context = await open();
  await context.addInitScript(saveDataScript);
  const page = await context.newPage();
  const failures: string[] = [];
  const errors: string[] = [];
  const scripts: Promise<number>[] = [];
  let fetchedVersion = false;
  let status = 0;
  let notFound = false;
  let hasH1 = false;
  page.on('request', (request) => {
    if (versionFiles && new URL(request.url()).pathname.startsWith(versionFiles)) {
      fetchedVersion = true;
    }
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 6 }).length)
        .catch(() => 0),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`控制台错误：${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => {
    errors.push(error.message.slice(0, 300));
    failures.push(`未捕获异常：${error.message.slice(0, 300)}`);
  });
  try {
    const response = await page.goto(new URL(path, site).href, {
      waitUntil: 'networkidle',
      timeout: 30_000,
    });
    status = response?.status() ?? 0;
    if (status === 0 || status >= 500) failures.push(`HTTP ${status}`);
    hasH1 = await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!hasH1) failures.push('页面没有可见的 h1');
    notFound = status === 404 || (await page.getByText(NOT_FOUND_TEXT).count()) > 0;
    if ((await page.getByText(FALLBACK_TEXT).count()) > 0) failures.push('显示了栏目降级页');
    if (versionFiles && !fetchedVersion) failures.push(`没有加载 ${versionFiles} 下的文件`);
  } catch (error) {
    failures.push(
      `${OPEN_FAILED}${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  } finally {
    await context.close();
  }
  const jsGzipBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  // The 404 page of an unimplemented prefix is a page, not a failure: the document's own 404 is
  // reported by Chromium as a console error, which is not the remote's fault.
  return {
    failures: failures.filter(
      (f) => !/Failed to load resource: the server responded with a status of 404/.test(f),
    ),
    snapshot: { status, notFound, hasH1, errors, jsGzipBytes },
  };
}

/**
 * The extra pages of a verification: the version's own `verifyPaths`; for the shell, those of
 * every remote's active version (the shell is verified with the remotes visitors get).
 */
async function verifyPathsOf(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
): Promise<string[]> {
  if (app !== 'shell') return stampPaths(target, app, version);
  const registryText = await target.readRoot('mf-registry.json');
  if (!registryText) return [];
  const { remotes } = JSON.parse(registryText) as {
    remotes: { name: ReleaseApp; version: string }[];
  };
  const lists = await Promise.all(remotes.map((r) => stampPaths(target, r.name, r.version)));
  return lists.flat();
}

/**
 * Verifies a published version against the running site.
 * @param target where the version's files are (its build stamp and, for the shell, its page)
 * @param app the app
 * @param version a version present on the target (it need not be active)
 * @param site the running site, e.g. `http://localhost:8080`
 * @returns the outcome per page (with both versions' figures when compared); `ok` when no page
 *   failed; the active version compared with; the routes skipped for want of a sample
 * @throws SiteUnreachableError when the site does not answer (before any page, or when pages could
 *   not be opened and it no longer answers): nothing is to be recorded
 * @throws Error when the version is not on the target or Chromium cannot start
 */
export async function verifyVersion(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
  site: string,
): Promise<VerifyResult> {
  await requireVersion(target, app, version);
  const siteUrl = new URL(site);
  // A site that does not answer says nothing about the version: no verdict (exit code 3).
  await probeSite(siteUrl);
  const shellPage =
    app === 'shell' ? await target.readVersionFile('shell', version, 'index.html') : undefined;
  if (app === 'shell' && !shellPage) throw new Error(`外壳 ${version} 缺少 index.html`);
  // A remote is compared with the version that runs: every route of both, sampled from the API.
  const active = app === 'shell' ? undefined : (await readLedger(target)).apps[app].active;
  const compareWith = active && active !== version ? active : undefined;
  let routePages: RoutePage[] = [];
  if (compareWith) {
    const patterns = [
      ...new Set([
        ...(await routePatterns(target, app, compareWith)),
        ...(await routePatterns(target, app, version)),
      ]),
    ];
    const samples = {
      ...(await stampOf(target, app, compareWith))?.routeSamples,
      ...(await stampOf(target, app, version))?.routeSamples,
    };
    routePages = await resolveRoutePages(patterns, samples, async (api) => {
      const response = await fetch(new URL(api, siteUrl));
      return ((await response.json()) as { data?: unknown }).data;
    });
  }
  const paths = [
    ...new Set([
      ...pagesToVerify(app, await verifyPathsOf(target, app, version)),
      ...routePages.flatMap((page) => (page.path ? [page.path] : [])),
    ]),
  ];

  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const launched = browser;
    /** A fresh context (empty cache) that loads `loaded` of the app for this browser only. */
    const contextFor = (loaded: string) => async () => {
      const context = await launched.newContext({ viewport: { width: 1440, height: 900 } });
      if (app !== 'shell') {
        await context.addCookies([
          {
            name: VERSION_OVERRIDE_COOKIE,
            value: encodeURIComponent(formatVersionOverrides(new Map([[app, loaded]]))),
            url: siteUrl.origin,
          },
        ]);
        return context;
      }
      await context.route(
        (url) => url.origin === siteUrl.origin,
        async (route) => {
          const request = route.request();
          if (request.isNavigationRequest() && request.resourceType() === 'document') {
            const response = await route.fetch();
            await route.fulfill({
              response,
              body: shellPage,
              contentType: 'text/html; charset=utf-8',
            });
            return;
          }
          await route.continue();
        },
      );
      return context;
    };
    const versionFiles = app === 'shell' ? `/shell/${version}/` : `/remotes/${app}/${version}/`;
    const pages: PageCheck[] = [];
    for (const path of paths) {
      const candidate = await inspectPage(contextFor(version), siteUrl, path, versionFiles);
      const failures = [...candidate.failures];
      let comparison: PageComparison | undefined;
      if (compareWith) {
        const running = await inspectPage(contextFor(compareWith), siteUrl, path, undefined);
        const budget = jsBudget();
        failures.push(...compareSnapshots(running.snapshot, candidate.snapshot, budget));
        comparison = { active: running.snapshot, candidate: candidate.snapshot, budget };
      }
      pages.push({ path, failures: [...new Set(failures)], ...(comparison ? { comparison } : {}) });
    }
    // Pages that could not be opened because the site went away are not the version's failures.
    if (pages.some((p) => p.failures.some((f) => f.startsWith(OPEN_FAILED)))) {
      await probeSite(siteUrl);
    }
    const skipped = routePages.filter((page) => page.skipped);
    const failures = pages.flatMap((p) => p.failures.map((f) => `${p.path}: ${f}`));
    return {
      ok: failures.length === 0,
      pages,
      failures,
      ...(compareWith ? { comparedWith: compareWith } : {}),
      skipped: skipped.map((page) => `${page.pattern}：${page.skipped ?? ''}`),
    };
  } finally {
    await browser?.close();
  }
}

import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import {
  formatVersionOverrides,
  REMOTE_NAMES,
  ROUTE_OWNERSHIP,
  VERSION_OVERRIDE_COOKIE,
  type RemoteName,
} from '@xingheng/shared/registry';
import type { DeployTarget } from './deployTarget';
import type { ReleaseApp } from './ledger';
import { BUILD_STAMP_FILE, BuildStampSchema } from './version';

/**
 * `verify <app> <version>` (docs/releasing.md): opens every route prefix of the app, and the pages
 * its build lists in `verifyPaths`, in headless Chromium against the running site, with that
 * version loaded for this browser only:
 * - a remote through the override cookie `xh_remote_override=<app>@<version>` (the shell then
 *   loads exactly that version, without falling back);
 * - the shell by answering the page requests with that version's `index.html`.
 * A page fails when it answers 5xx, shows the section fallback, throws (uncaught error), logs a
 * console error, has no `h1`, or — for a remote — never fetched the version's files.
 */

/** The section fallback's text (shell/src/router/SectionError.tsx). */
const FALLBACK_TEXT = '该栏目暂时无法访问';

/** One page's outcome. */
export interface PageCheck {
  path: string;
  failures: string[];
}

/** The outcome of a verification. */
export interface VerifyResult {
  ok: boolean;
  pages: PageCheck[];
  /** One line per failure, `path: reason` (Chinese). */
  failures: string[];
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

async function checkPage(
  context: BrowserContext,
  site: URL,
  path: string,
  app: ReleaseApp,
  version: string,
): Promise<PageCheck> {
  const page = await context.newPage();
  const failures: string[] = [];
  const versionFiles = app === 'shell' ? `/shell/${version}/` : `/remotes/${app}/${version}/`;
  let fetchedVersion = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(versionFiles)) fetchedVersion = true;
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`控制台错误：${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => failures.push(`未捕获异常：${error.message.slice(0, 300)}`));
  try {
    const response = await page.goto(new URL(path, site).href, {
      waitUntil: 'networkidle',
      timeout: 30_000,
    });
    const status = response?.status() ?? 0;
    if (status === 0 || status >= 500) failures.push(`HTTP ${status}`);
    await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => failures.push('页面没有可见的 h1'));
    if ((await page.getByText(FALLBACK_TEXT).count()) > 0) failures.push('显示了栏目降级页');
    if (!fetchedVersion) failures.push(`没有加载 ${versionFiles} 下的文件`);
  } catch (error) {
    failures.push(
      `打开失败：${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  } finally {
    await page.close();
  }
  // The 404 page of an unimplemented prefix is a page, not a failure: the document's own 404 is
  // reported by Chromium as a console error, which is not the remote's fault.
  return {
    path,
    failures: failures.filter(
      (f) => !/Failed to load resource: the server responded with a status of 404/.test(f),
    ),
  };
}

/** The `verifyPaths` of a build's stamp (none when the stamp is missing or has none). */
async function stampPaths(target: DeployTarget, app: ReleaseApp, version: string) {
  const text = await target.readVersionFile(app, version, BUILD_STAMP_FILE);
  if (!text) return [];
  const stamp = BuildStampSchema.safeParse(JSON.parse(text));
  return stamp.success ? (stamp.data.verifyPaths ?? []) : [];
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
 * @returns the outcome per page; `ok` when no page failed
 * @throws Error when the version is not on the target or Chromium cannot start
 */
export async function verifyVersion(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
  site: string,
): Promise<VerifyResult> {
  if (!(await target.hasVersion(app, version))) {
    throw new Error(`${app} ${version} 不在部署目标 ${target.description} 中`);
  }
  const paths = pagesToVerify(app, await verifyPathsOf(target, app, version));
  const siteUrl = new URL(site);
  const shellPage =
    app === 'shell' ? await target.readVersionFile('shell', version, 'index.html') : undefined;
  if (app === 'shell' && !shellPage) throw new Error(`外壳 ${version} 缺少 index.html`);

  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (app !== 'shell') {
      await context.addCookies([
        {
          name: VERSION_OVERRIDE_COOKIE,
          value: encodeURIComponent(formatVersionOverrides(new Map([[app, version]]))),
          url: siteUrl.origin,
        },
      ]);
    } else {
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
    }
    const pages: PageCheck[] = [];
    for (const path of paths) pages.push(await checkPage(context, siteUrl, path, app, version));
    const failures = pages.flatMap((p) => p.failures.map((f) => `${p.path}: ${f}`));
    return { ok: failures.length === 0, pages, failures };
  } finally {
    await browser?.close();
  }
}

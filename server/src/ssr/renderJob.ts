import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemoteRoutesModule } from '@xingheng/shared';
import type { Registry, RemoteRecord } from '@xingheng/shared/registry';
import { composePage } from './composePage';
import { pageFilesOf, remoteHeadLinks, type RemoteManifest } from './remoteHeadLinks';

/** The server build's folder inside an app's version folder (tools/webpack/createAppConfig.cjs). */
export const SSR_DIR = 'ssr';

/** Ids of the page's JSON scripts (shell/src/ssr/ssrPayload.ts). */
const REGISTRY_SCRIPT_ID = 'xh-registry';
const SSR_SCRIPT_ID = 'xh-ssr';

/** What the shell's server build exports (shell/src/ssr/renderPage.tsx), as the renderer uses it. */
export interface ShellServerBuild {
  renderPage(input: {
    url: string;
    registry: Registry;
    remote?: { record: RemoteRecord; version: string; module: RemoteRoutesModule };
    token: string;
    signal: AbortSignal;
  }): Promise<
    | { kind: 'page'; status: number; head: string; body: string; payload: unknown }
    | { kind: 'redirect'; status: number; location: string }
  >;
  jsonForScript(value: unknown): string;
}

/**
 * Everything one render depends on (structured-clonable: it crosses to a render worker). Two jobs
 * with the same fields give the same page, up to the API's content at the time: the page cache
 * relies on that (docs/performance.md "Page cache").
 */
export interface RenderJob {
  /** Absolute URL (`http://localhost:8080/news?page=2`). */
  url: string;
  /** The token cookie, `''` for an anonymous visitor (logged-in parts fill in after hydration). */
  token: string;
  /** The served registry (it goes into the page and sets the site config). */
  registry: Registry;
  /** The active shell's `index.html`. */
  template: string;
  /** The shell version that page loads (`shellVersionOfPage`). */
  shellVersion: string;
  /**
   * The owning remote (its registry record) at the visitor's version and that version's manifest
   * URL; absent for a path no remote owns (the 404 page).
   */
  remote?: { record: RemoteRecord; version: string; entry: string };
}

/** What a render gives: a page (`status` 200 or a route error's), or a redirect. */
export type JobResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Loads a CommonJS server build from a version folder with this module's `require`, so every
 * build in the thread uses its one copy of each shared singleton (react, react-router,
 * `@xingheng/shared`, …).
 */
const requireShared = createRequire(__filename);

/**
 * Loads a CommonJS server build (`<app>/dist/ssr/*.js`), its `require` being this module's, so
 * every build loaded in one thread shares that thread's React, router and `@xingheng/shared`.
 * @param file the build's absolute path
 * @returns the build's `module.exports`
 * @throws Error when the file cannot be read, or when evaluating it throws
 */
export async function loadServerBuild(file: string): Promise<unknown> {
  const code = await fs.readFile(file, 'utf8');
  const wrapper = vm.compileFunction(
    code,
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, requireShared, module, file, path.dirname(file));
  return module.exports;
}

/**
 * Puts one render of the shell's `renderPage` into the shell's HTML: the page's head elements and
 * `links`, its markup, the registry and the hydration payload as JSON scripts (the ids the shell
 * reads: shell/src/ssr/ssrPayload.ts).
 * @param shell the server build that rendered (its `jsonForScript` escapes the JSON)
 * @param template the shell's `index.html`
 * @param registry the registry the page was rendered with
 * @param rendered the render: `head`, `body`, and `payload` (absent: no hydration, the browser
 *   renders the page afresh)
 * @param links extra `<head>` elements (preload hints)
 * @returns the page's HTML
 * @throws Error when the template has no `</head>` or no empty `#root` (`composePage`)
 */
export function pageOfRender(
  shell: Pick<ShellServerBuild, 'jsonForScript'>,
  template: string,
  registry: Registry,
  rendered: { head: string; body: string; payload: unknown },
  links: string,
): string {
  const json: Record<string, string> = { [REGISTRY_SCRIPT_ID]: shell.jsonForScript(registry) };
  if (rendered.payload) json[SSR_SCRIPT_ID] = shell.jsonForScript(rendered.payload);
  return composePage(template, { head: rendered.head + links, body: rendered.body, json });
}

/**
 * The rendering core, in whichever thread runs it (a render worker: `renderWorker.ts`): loads the
 * shell's and the remote version's server builds from the deploy folder (once per file: versions
 * are immutable; a failed load is remembered too), renders the page with the shell's `renderPage`
 * and puts it into the shell's HTML with the registry, the hydration data and the remote's
 * preload hints.
 * @param deployDir the deploy folder: `shell/<v>/ssr/render.js`, `remotes/<name>/<v>/ssr/routes.js`
 * @returns `render(job, signal)`; it rejects when a build is missing or throws, the page throws,
 *   the version folder is gone, or `signal` aborts (the budget)
 */
export function createJobRenderer(deployDir: string) {
  const builds = new Map<string, Promise<unknown>>();
  const load = (file: string) => {
    let build = builds.get(file);
    if (!build) {
      build = loadServerBuild(file);
      builds.set(file, build);
    }
    return build;
  };

  /** Loads the builds a job needs, without rendering (a worker's warm-up). */
  async function loadBuilds(shellVersion: string, remote?: { name: string; version: string }) {
    const shell = (await load(
      path.join(deployDir, 'shell', shellVersion, SSR_DIR, 'render.js'),
    )) as ShellServerBuild;
    if (!remote) return { shell, routes: undefined };
    const versionDir = path.join(deployDir, 'remotes', remote.name, remote.version);
    const module = (await load(path.join(versionDir, SSR_DIR, 'routes.js'))) as {
      default?: RemoteRoutesModule;
    } & Partial<RemoteRoutesModule>;
    const routes = module.routes ? (module as RemoteRoutesModule) : module.default;
    if (!routes?.routes)
      throw new Error(`${remote.name}@${remote.version} 服务端构建没有导出 routes`);
    return { shell, routes, versionDir };
  }

  async function render(job: RenderJob, signal: AbortSignal): Promise<JobResult> {
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => reject(new Error('超过渲染预算'));
      if (signal.aborted) fail();
      else signal.addEventListener('abort', fail, { once: true });
    });
    aborted.catch(() => undefined);
    const work = async (): Promise<JobResult> => {
      const { shell, routes, versionDir } = await loadBuilds(
        job.shellVersion,
        job.remote && { name: job.remote.record.name, version: job.remote.version },
      );
      let links = '';
      if (job.remote && routes && versionDir) {
        // Read on every render (a few KB): a version folder taken away while the server runs (a
        // remote parked or pruned) then fails the render instead of linking files that are gone.
        const manifest = JSON.parse(
          await fs.readFile(path.join(versionDir, 'mf-manifest.json'), 'utf8'),
        ) as RemoteManifest;
        links = remoteHeadLinks(
          job.remote.entry,
          manifest,
          await pageFilesOf(versionDir, routes, new URL(job.url).pathname),
        );
      }
      const result = await shell.renderPage({
        url: job.url,
        registry: job.registry,
        ...(job.remote && routes
          ? { remote: { record: job.remote.record, version: job.remote.version, module: routes } }
          : {}),
        token: job.token,
        signal,
      });
      if (result.kind === 'redirect') return result;
      return {
        kind: 'page',
        status: result.status,
        html: pageOfRender(shell, job.template, job.registry, result, links),
      };
    };
    // A render abandoned at the budget still settles later: its failure is not an unhandled one
    // (which would end the thread).
    const working = work();
    working.catch(() => undefined);
    return Promise.race([working, aborted]);
  }

  return { render, loadBuilds };
}

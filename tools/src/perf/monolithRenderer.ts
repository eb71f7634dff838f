import type { RemoteRoutesModule } from '@xingheng/shared';
import { AUTH_COOKIE } from '@xingheng/shared';
import {
  DEFAULT_SSR_BUDGET_MS,
  pageFilesOf,
  pageOfRender,
  pageScriptPreloads,
  parseCookies,
  type PageRenderer,
  type ShellServerBuild,
} from '@xingheng/server';

/** The URL prefix of the monolith's files (its webpack `publicPath`). */
export const MONOLITH_PREFIX = '/monolith/';

/** The monolith's server build (`monolith/src/render.ts`): the shell's renderer and the bundle. */
export interface MonolithServerBuild extends ShellServerBuild {
  bundledRoutesOf(name: string): RemoteRoutesModule | undefined;
  MONOLITH_VERSION: string;
}

/**
 * The monolith's page renderer for the site's page answer (`createPageAnswer`): the same render as
 * a render thread of `npm start` does (server/src/ssr/renderJob.ts) — the shell's `renderPage`
 * with the page's remote (here from the bundle), the loaders' API calls answered in process, the
 * page composed into the monolith's `index.html` with the registry, the hydration payload and
 * preload hints for the page's own chunk (`route-chunks.json`) — but on this thread: the perf lab
 * loads one page at a time, so the render threads' isolation would measure nothing.
 * @param build the monolith's server build
 * @param distDir the monolith's build folder (its `route-chunks.json`)
 * @returns `plan` and `renderPlan`; a render that throws or passes the budget
 *   (`DEFAULT_SSR_BUDGET_MS`) gives `undefined`, and the static page is served, as on the site
 */
export function monolithRenderer(
  build: MonolithServerBuild,
  distDir: string,
): Pick<PageRenderer, 'plan' | 'renderPlan'> {
  return {
    plan(request, registry, owner, template) {
      const token = parseCookies(request.cookie).get(AUTH_COOKIE.name) ?? '';
      const version = build.MONOLITH_VERSION;
      return {
        job: {
          url: request.url,
          token,
          registry,
          template,
          shellVersion: version,
          ...(owner ? { remote: { record: owner, version, entry: MONOLITH_PREFIX } } : {}),
        },
        setCookies: [],
        rendered: owner ? `${owner.name}@${version}` : undefined,
      };
    },
    async renderPlan({ job, setCookies, rendered }) {
      const module = job.remote && build.bundledRoutesOf(job.remote.record.name);
      try {
        const result = await build.renderPage({
          url: job.url,
          registry: job.registry,
          ...(job.remote && module
            ? { remote: { record: job.remote.record, version: job.remote.version, module } }
            : {}),
          token: job.token,
          signal: AbortSignal.timeout(DEFAULT_SSR_BUDGET_MS),
        });
        if (result.kind === 'redirect') {
          return { status: result.status, location: result.location, setCookies, rendered };
        }
        const pageFiles = module
          ? await pageFilesOf(distDir, module, new URL(job.url).pathname)
          : [];
        const links = pageScriptPreloads(MONOLITH_PREFIX, pageFiles);
        const html = pageOfRender(build, job.template, job.registry, result, links);
        return { status: result.status, html, setCookies, rendered };
      } catch (error) {
        console.warn(`[monolith] ${job.url} 服务端渲染失败，改由浏览器渲染：${String(error)}`);
        return undefined;
      }
    },
  };
}

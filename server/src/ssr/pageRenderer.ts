import type { Registry, RemoteRecord } from '@xingheng/shared/registry';
import type { AnswerApi } from './apiBridge';
import { shellVersionOfPage } from './remoteHeadLinks';
import { createRenderPool, type PoolStats } from './renderPool';
import type { RenderJob } from './renderJob';
import { createThrottledWarn } from './throttledWarn';
import { visitorVersions } from './visitorVersions';

export { SSR_DIR } from './renderJob';
export { remoteHeadLinks, shellVersionOfPage } from './remoteHeadLinks';

/** Default time budget of one server render, in milliseconds (`XH_SSR_BUDGET_MS`). */
export const DEFAULT_SSR_BUDGET_MS = 1500;

/** A request as the renderer needs it. */
export interface PageRequest {
  /** Absolute URL (`http://localhost:8080/news?page=2`). */
  url: string;
  /** The `Cookie` header, if any. */
  cookie: string | undefined;
}

/** A server-rendered answer. */
export interface RenderedAnswer {
  status: number;
  /** The page, or `undefined` for a redirect. */
  html?: string;
  /** `Location` of a redirect. */
  location?: string;
  /** `Set-Cookie` values (the canary bucket drawn for a new visitor). */
  setCookies: string[];
  /** The remote version rendered, for logs and tests (`mf-marketing@0.1.0-…`). */
  rendered?: string;
}

/** What to render for one request: the job, and what the answer carries besides the page. */
export interface RenderPlan {
  job: RenderJob;
  /** `Set-Cookie` values for this visitor (never part of a shared page). */
  setCookies: string[];
  /** `name@version` of the remote rendered, or `undefined` for the shell's 404 page. */
  rendered: string | undefined;
}

/** Options of `createPageRenderer`. */
export interface PageRendererOptions {
  /** The deploy folder: `shell/<version>/ssr/render.js`, `remotes/<name>/<version>/ssr/routes.js`. */
  deployDir: string;
  /** Answers the page loaders' API calls (the site's `injectCall(app)`). */
  answerApi: AnswerApi;
  /** Time budget of one render in ms, waiting for a thread included; past it, browser rendering. */
  budgetMs?: number;
  /** Render threads (default: the machine's cores; `XH_SSR_THREADS`). */
  threads?: number;
  /** Renders that may wait for a thread (default 4 per thread; `XH_SSR_QUEUE`). */
  maxQueue?: number;
  /** Builds each thread loads while it starts: the registry's active versions. */
  warm?: { template: string; registry: Registry };
  /** Where failures are reported (default `console.warn`; repeats are summed up, see `createThrottledWarn`). */
  warn?: (message: string) => void;
  /** Draws a canary bucket 0–99 for a visitor without one (tests pass a fixed one). */
  drawBucket?: () => number;
}

/** The page renderer of `createPageRenderer`. */
export interface PageRenderer {
  /**
   * Picks the versions this visitor gets and builds the render job (main thread, no rendering).
   * @returns the plan, or `undefined` when the page is not rendered on the server (a shell page not
   *   made by a versioned shell, or a remote without a version for this visitor)
   */
  plan(
    request: PageRequest,
    registry: Registry,
    owner: RemoteRecord | undefined,
    template: string,
  ): RenderPlan | undefined;
  /**
   * Renders a plan in the pool within the budget.
   * @returns the answer, or `undefined` to serve the static page (queue full: at once; over the
   *   budget: at the budget; a failure), with a warning
   */
  renderPlan(plan: RenderPlan): Promise<RenderedAnswer | undefined>;
  /** `plan` then `renderPlan`. */
  render(
    request: PageRequest,
    registry: Registry,
    owner: RemoteRecord | undefined,
    template: string,
  ): Promise<RenderedAnswer | undefined>;
  /** Resolves once the render threads have started and loaded the warm-up builds (at most `timeoutMs`). */
  ready(timeoutMs: number): Promise<void>;
  stats(): PoolStats;
  /** Ends the render threads. */
  close(): Promise<void>;
}

/**
 * The page renderer of `npm start` (docs/performance.md "Server rendering"). On the main thread it
 * picks the owning remote's version for the visitor as the browser will (pinned version, canary
 * bucket — drawn and set here for a new visitor while a canary runs —, active version); the render
 * itself (the shell's `renderPage` with the loaders, then the page composed into the shell's HTML)
 * runs in a pool of worker threads (`createRenderPool`), so a flood of renders never blocks the
 * event loop that answers the API, the files and the cached pages.
 *
 * It never takes a page down: a full queue, a render past the budget, a missing or failing server
 * build or a render error gives `undefined`, and the caller serves the static page for browser
 * rendering (`[ssr] … 改由浏览器渲染` on the console).
 * @param options deploy folder, API, budget, pool size, warm-up, warning sink
 * @returns the renderer; `close()` it with the server
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const budgetMs = options.budgetMs ?? DEFAULT_SSR_BUDGET_MS;
  const warn = createThrottledWarn(options.warn ?? ((message) => console.warn(message)));
  const drawBucket = options.drawBucket ?? (() => Math.floor(Math.random() * 100));
  const warmShell = options.warm && shellVersionOfPage(options.warm.template);
  const pool = createRenderPool({
    deployDir: options.deployDir,
    answerApi: options.answerApi,
    ...(options.threads ? { threads: options.threads } : {}),
    ...(options.maxQueue !== undefined ? { maxQueue: options.maxQueue } : {}),
    warm:
      options.warm && warmShell
        ? {
            shellVersion: warmShell,
            remotes: options.warm.registry.remotes.map((r) => ({
              name: r.name,
              version: r.version,
            })),
          }
        : undefined,
  });

  const plan: PageRenderer['plan'] = (request, registry, owner, template) => {
    const shellVersion = shellVersionOfPage(template);
    if (!shellVersion) return undefined;
    const secure = request.url.startsWith('https:');
    const versions = visitorVersions(request.cookie, registry, owner, drawBucket, secure);
    // A remote with no version for this visitor: the page is rendered in the browser.
    if (versions.remote === null) return undefined;
    const remote = owner && versions.remote ? { record: owner, ...versions.remote } : undefined;
    return {
      job: {
        url: request.url,
        token: versions.token,
        registry,
        template,
        shellVersion,
        ...(remote
          ? { remote: { record: remote.record, version: remote.version, entry: remote.entry } }
          : {}),
      },
      setCookies: versions.setCookies,
      rendered: remote ? `${remote.name}@${remote.version}` : undefined,
    };
  };

  const renderPlan: PageRenderer['renderPlan'] = async ({ job, setCookies, rendered }) => {
    const started = Date.now();
    const outcome = await pool.render(job, budgetMs);
    if (outcome.ok) {
      const { result } = outcome;
      return result.kind === 'redirect'
        ? { status: result.status, location: result.location, setCookies, rendered }
        : { status: result.status, html: result.html, setCookies, rendered };
    }
    // A flood of one failure is summed up: a full queue or the budget per reason, an error per
    // version and message.
    warn(
      outcome.reason === 'error' ? `error ${rendered ?? ''} ${outcome.message}` : outcome.reason,
      `[ssr] ${job.url} 服务端渲染失败（${rendered ?? '外壳'}，${Date.now() - started} ms），改由浏览器渲染：${outcome.message}`,
    );
    return undefined;
  };

  return {
    plan,
    renderPlan,
    async render(request, registry, owner, template) {
      const planned = plan(request, registry, owner, template);
      return planned ? renderPlan(planned) : undefined;
    },
    ready: (timeoutMs) => pool.ready(timeoutMs),
    stats: () => pool.stats(),
    close: async () => {
      warn.flush();
      await pool.close();
    },
  };
}

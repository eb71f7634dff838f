import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownerOf, type Registry, type RemoteRecord } from '@xingheng/shared/registry';
import type { PageRenderer, RenderPlan } from '../ssr/pageRenderer';
import { createDeployState } from './deployState';
import { watchContentVersion } from './contentWatch';
import { createPageCache, pageCacheKey, type CachedPage, type PageCacheOptions } from './pageCache';
import { PageBody } from './pageEncoding';
import type { Redis } from '@xingheng/api';
import {
  createPageRateLimiter,
  createSharedPageRateLimiter,
  tooManyPagesHtml,
  type PageRateLimit,
  type PageRateLimiter,
} from './pageRateLimit';

/** `no-cache`: browsers and proxies ask again before reusing a page (docs/deployment.md). */
const REVALIDATE = 'no-cache';

/** Options of `createPageAnswer`. */
export interface PageAnswerOptions {
  /** The deploy layout's registry and shell page. */
  files: { registryFile: string; pageFile: string };
  /**
   * The server renderer (`createPageRenderer`, or the perf lab's in-process one for the monolith);
   * absent: every page is rendered in the browser.
   */
  renderer: Pick<PageRenderer, 'plan' | 'renderPlan'> | undefined;
  /** The page cache's limits, or `false` for none. */
  cache: PageCacheOptions | false;
  /** The per-address page rate limit, or `false` for none. */
  rateLimit: PageRateLimit | false;
  /** Redis to count the page rate limit across nodes (`createSharedPageRateLimiter`). */
  redis?: Redis;
  /**
   * Reads the database's content version (`contentVersion` of @xingheng/api): when it moves, the
   * page cache drops its pages (`watchContentVersion`). Without it pages live their time to live.
   */
  contentVersion?: () => Promise<number>;
}

/**
 * How a page was answered, in a `Server-Timing` header (seen in the browser's developer tools and
 * counted by `npm run perf`): `cache` (a live copy), `render` (rendered for this request, or shared
 * with concurrent requests of the same page; `dur` in ms), `static` (for browser rendering),
 * `limited` (the rate limit).
 */
function serverTiming(desc: 'cache' | 'render' | 'static' | 'limited', ms?: number): string {
  return `page;desc="${desc}"${ms === undefined ? '' : `;dur=${ms}`}`;
}

/** Paths remembered per registry by `ownerMemo`. */
const OWNER_MEMO_SIZE = 1000;

/**
 * `ownerOf` remembered per registry and path (it orders every prefix on each call: a twentieth of
 * the main thread's time under a flood of one page), at most `OWNER_MEMO_SIZE` paths.
 */
function ownerMemo() {
  const memo = new WeakMap<Registry, Map<string, { remote: RemoteRecord } | undefined>>();
  return (pathname: string, registry: Registry) => {
    let owners = memo.get(registry);
    if (!owners) {
      owners = new Map();
      memo.set(registry, owners);
    }
    if (owners.has(pathname)) return owners.get(pathname);
    if (owners.size >= OWNER_MEMO_SIZE) owners.clear();
    const owner = ownerOf(pathname, registry.remotes);
    owners.set(pathname, owner ? { remote: owner.remote } : undefined);
    return owner;
  };
}

/** Sends a page compressed for the browser (`PageBody.encoded`), whatever handler answers it. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody) {
  const { body, encoding } = await page.encoded(request.headers['accept-encoding']);
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}

/**
 * How `npm start` answers a page route (docs/performance.md "Server rendering", "Page cache",
 * "Page rate limit"): an address past the rate limit gets HTTP 429 with a short page; otherwise the
 * server-rendered page — from the cache for an anonymous visitor when a live copy is there, else
 * rendered in the pool (one render for concurrent requests of the same page) — or, when the render
 * falls back or answers a server error (5xx: never cached), the active shell's static page for
 * browser rendering. Status: 200 for a path some
 * remote owns, 404 for any other (or the render's own error status), 503 without a valid registry;
 * 503 with a plain text when no shell is published.
 * @param options deploy files, renderer, cache and rate limit
 * @returns `answer(request, reply, pathname, url)`, `url` being the absolute URL to render; and
 *   `cacheSize()` for tests
 */
export function createPageAnswer(options: PageAnswerOptions) {
  const cache = options.cache ? createPageCache(options.cache) : undefined;
  const current = createDeployState(options.files, () => cache?.clear());
  const pokeContent =
    cache && options.contentVersion
      ? watchContentVersion(options.contentVersion, () => cache.clear())
      : undefined;
  const limit: PageRateLimiter | undefined = !options.rateLimit
    ? undefined
    : options.redis
      ? createSharedPageRateLimiter(options.rateLimit, options.redis)
      : createPageRateLimiter(options.rateLimit);
  const { renderer } = options;
  const ownerOfPath = ownerMemo();

  const renderToPage = async (plan: RenderPlan): Promise<CachedPage | undefined> => {
    const answer = await renderer?.renderPlan(plan);
    // A server error while rendering (the database gone: the loaders' API calls answered 503) is
    // not a page to keep or send: the static page renders in the browser, which retries its calls.
    if (!answer || answer.status >= 500) return undefined;
    return {
      status: answer.status,
      ...(answer.html === undefined ? {} : { body: new PageBody(answer.html) }),
      ...(answer.location === undefined ? {} : { location: answer.location }),
      ...(answer.rendered === undefined ? {} : { rendered: answer.rendered }),
    };
  };

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    url: string,
  ): Promise<FastifyReply> {
    const verdict = await limit?.(request.ip);
    if (verdict && !verdict.allowed) {
      reply
        .code(429)
        .header('Retry-After', String(verdict.retryAfterSeconds))
        .header('Cache-Control', 'no-store')
        .header('Server-Timing', serverTiming('limited'));
      return sendPage(request, reply, new PageBody(tooManyPagesHtml(verdict.retryAfterSeconds)));
    }
    pokeContent?.();
    const { registry, template, staticPage } = current();
    if (template === undefined || !staticPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('站点尚未发布外壳（deploy/index.html 不存在）');
    }
    // Without a valid registry the shell renders its registry error page: answer 503.
    const owner = registry ? ownerOfPath(pathname, registry) : undefined;
    const status = !registry ? 503 : owner ? 200 : 404;
    const plan =
      renderer && registry
        ? renderer.plan({ url, cookie: request.headers.cookie }, registry, owner?.remote, template)
        : undefined;
    if (plan) {
      const key = cache && pageCacheKey(plan.job);
      const started = Date.now();
      const hit = key ? cache.get(key) : undefined;
      const page =
        hit ??
        (key ? await cache.through(key, () => renderToPage(plan)) : await renderToPage(plan));
      if (page) {
        reply.header(
          'Server-Timing',
          hit ? serverTiming('cache') : serverTiming('render', Date.now() - started),
        );
        // A page carrying the visitor's canary bucket or login state must not be shared by caches.
        reply.header('Cache-Control', REVALIDATE).header('Vary', 'Cookie');
        if (plan.setCookies.length) reply.header('Set-Cookie', plan.setCookies);
        if (page.location !== undefined) return reply.redirect(page.location, page.status);
        reply.code(Math.max(status, page.status));
        return sendPage(request, reply, page.body ?? new PageBody(''));
      }
    }
    reply.code(status).header('Cache-Control', REVALIDATE);
    return sendPage(request, reply.header('Server-Timing', serverTiming('static')), staticPage);
  }

  return { answer, cacheSize: () => cache?.size() ?? 0 };
}

import fs from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  apiPlugin,
  prepareChinaMap,
  apiServerOptions,
  captchaProviderOfRegistry,
  contentVersion,
  openDatabase,
  parsePublicOrigin,
  publicOriginFromEnv,
  securityHeadersPlugin,
  type ObjectStore,
  type Redis,
} from '@xingheng/api';
import { parseRegistry, type Registry } from '@xingheng/shared/registry';
import {
  buildFileDestination,
  localFolderTarget,
  startCanaryWatcher,
  deployLayout,
  type DeployTarget,
} from '@xingheng/release';
import { createPageRenderer, SSR_DIR } from '../ssr/pageRenderer';
import { injectCall } from '../ssr/apiBridge';
import { createDeployState } from './deployState';
import { createPageAnswer } from './pageAnswer';
import type { PageCacheOptions } from './pageCache';
import { pageCacheFromEnv, ssrFromEnv, type SsrOptions } from './pageOptions';
import { pageRateLimitFromEnv, type PageRateLimit } from './pageRateLimit';

/** Cache policies (docs/deployment.md). */
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  noStore: 'no-store',
  revalidate: 'no-cache',
} as const;

export interface SiteServerOptions {
  /** The deploy folder (registry, shell, versioned remotes). */
  deployDir: string;
  /** The SQLite file of the API (created, migrated and seeded on first start). */
  dbFile: string;
  logger?: boolean;
  /**
   * The site's public origin (docs/security.md "The public origin"), e.g.
   * `https://www.xingheng.example`: the base of every absolute URL the API hands out and of the
   * URL pages are rendered at. Default `publicOriginFromEnv(process.env)` (`XH_PUBLIC_ORIGIN`,
   * required under `NODE_ENV=production`, else `http://localhost:$PORT`).
   */
  publicOrigin?: string;
  /**
   * Development: serve this registry (remotes on their dev servers) instead of the deploy folder's,
   * and no static files (the webpack dev servers serve them).
   */
  devRegistry?: Registry;
  /**
   * Server rendering of page routes (docs/performance.md "Server rendering"): on by default
   * (`XH_SSR=0` turns it off), in a pool of render threads (`XH_SSR_THREADS`, default the cores)
   * with a bounded queue (`XH_SSR_QUEUE`, default 4 per thread) and a time budget per render in ms,
   * waiting included (`XH_SSR_BUDGET_MS`, default 1500). Off, or when a render fails, is over the
   * budget or finds the queue full, the page is the shell's HTML rendered in the browser.
   */
  ssr?: SsrOptions;
  /**
   * The cache of anonymous visitors' rendered pages (docs/performance.md "Page cache"): default
   * from `XH_PAGE_CACHE_MS` (time to live, default 10 000 ms; `0` off); `false` off.
   */
  pageCache?: PageCacheOptions | false;
  /**
   * Page requests per address (docs/performance.md "Page rate limit"): default from
   * `XH_PAGE_RATE_LIMIT` (a minute's requests, default 300; `0` off); `false` off.
   */
  pageRateLimit?: PageRateLimit | false;
  /**
   * Redis that counts the API's and the pages' rate limits across the nodes of a cluster
   * (docs/deployment.md "Redis"); the caller closes it. Without it each process counts alone.
   */
  redis?: Redis;
  /** Where uploaded files go (`ApiPluginOptions.uploads`, `UPLOADS_URL`); default a local folder. */
  uploads?: ObjectStore;
  /**
   * The canary watcher (docs/releasing.md "Automatic canary abort"): a round every `intervalMs`
   * (`XH_CANARY_CHECK_MS`, default 30 000; `0` turns it off). Off under `devRegistry`.
   */
  canaryWatch?: { intervalMs: number } | false;
  /**
   * The shared deploy target of a cluster (`DEPLOY_URL`, docs/deployment.md "Releases from any
   * machine"), whose ledger the canary watcher acts on; `deployDir` is then this node's mirror of
   * it. Default: the deploy folder itself.
   */
  deployTarget?: DeployTarget;
}

/** Time between the canary watcher's rounds when `XH_CANARY_CHECK_MS` does not say, ms. */
export const DEFAULT_CANARY_CHECK_MS = 30_000;

function canaryWatchFromEnv(): { intervalMs: number } | false {
  const raw = process.env.XH_CANARY_CHECK_MS;
  const intervalMs = raw === undefined || raw === '' ? DEFAULT_CANARY_CHECK_MS : Number(raw);
  if (!Number.isFinite(intervalMs) || intervalMs < 0) {
    throw new Error(`XH_CANARY_CHECK_MS 须为不小于 0 的毫秒数（0 关闭灰度自动中止）：${raw}`);
  }
  return intervalMs > 0 ? { intervalMs } : false;
}

/**
 * Whether a file of a version folder is served: public build files, never source maps, dotfiles,
 * the server build (`ssr/`, loaded by the page renderer only: docs/security.md) or a folder
 * (`/remotes/mf-support/1.0.0/`: the JSON 404, not the static plugin's raw 403).
 * @param relativePath path inside the version folder
 */
export function isServedBuildFile(relativePath: string): boolean {
  return (
    !relativePath.endsWith('/') &&
    buildFileDestination(relativePath) === 'public' &&
    !relativePath.split(/[\\/]/).includes(SSR_DIR)
  );
}

/**
 * Reads and validates a registry file.
 * @param file path of `mf-registry.json`
 * @returns the registry, or `undefined` when the file is missing, not JSON or not a valid registry
 */
export async function readRegistry(file: string): Promise<Registry | undefined> {
  try {
    return parseRegistry(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Tells a page route from anything else for a server's not-found handler: a GET or HEAD of a path
 * that is not under `/api/` or a static prefix and has no file extension. Anything else is
 * answered here with the JSON 404 (`接口不存在` under `/api/`, `资源不存在` otherwise).
 * @param request the request
 * @param reply its reply (sent when the request is not a page route)
 * @param staticPrefixes the server's static folders, e.g. `['/remotes/', '/shell/']`
 * @returns the page's pathname, or `undefined` when the 404 was sent
 */
export function pagePathname(
  request: FastifyRequest,
  reply: FastifyReply,
  staticPrefixes: readonly string[],
): string | undefined {
  const pathname = request.url.split('?')[0] ?? '/';
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !staticPrefixes.some((prefix) => pathname.startsWith(prefix)) &&
    !/\.[a-z0-9]{1,5}$/i.test(pathname);
  if (isPage) return pathname;
  const msg = pathname.startsWith('/api/') ? '接口不存在' : '资源不存在';
  void reply.code(404).type('application/json').send({ code: 40400, msg, data: null });
  return undefined;
}

/**
 * The one Node process of `npm start`: the API under `/api/*`, the registry (`no-store`), versioned
 * remotes under `/remotes/<name>/<version>/` and versioned shells under `/shell/<version>/` (both
 * `immutable`), compression, and the active shell's page `deploy/index.html` (`no-cache`) for page
 * routes: HTTP 200 for a path some remote owns, HTTP 404 (same HTML, which renders the 404 page)
 * for any other path, 503 without a valid registry or page; and the canary watcher over the deploy
 * folder's ledger (`canaryWatch`).
 * @returns a Fastify instance, not yet listening
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const layout = deployLayout(options.deployDir);
  // The API's options (trust of the local nginx, framework errors in the envelope, log redaction).
  const app = Fastify(apiServerOptions({ logger: options.logger ?? false }));
  // First: the security headers of docs/security.md on every answer (pages, /api, registry,
  // versioned files, 404s), the CSP for the registry's captcha provider.
  await app.register(securityHeadersPlugin, {
    captchaProvider: options.devRegistry
      ? options.devRegistry.site.captcha.provider
      : captchaProviderOfRegistry(layout.registryFile),
  });
  await app.register(compress, { global: true, threshold: 1024 });

  const db = await openDatabase(options.dbFile);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  // The page search follows the search entries of the deploy folder's active releases.
  // The captcha provider the API checks tickets against is the served registry's (docs/api.md
  // "Captcha"): the deploy folder's by default, the development registry's under `npm run dev`.
  const publicOrigin = options.publicOrigin
    ? parsePublicOrigin(options.publicOrigin)
    : publicOriginFromEnv(process.env);
  // Decoded before the first page render asks for coverage (`prepareChinaMap`).
  prepareChinaMap();
  await app.register(apiPlugin, {
    db,
    deployDir: options.deployDir,
    publicOrigin,
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.uploads ? { uploads: options.uploads } : {}),
    ...(options.devRegistry
      ? { captcha: { provider: options.devRegistry.site.captcha.provider } }
      : {}),
  });

  const { devRegistry } = options;
  app.get('/mf-registry.json', async (_request, reply) => {
    const body = devRegistry
      ? JSON.stringify(devRegistry)
      : await fs.readFile(layout.registryFile).catch(() => undefined);
    reply.header('Cache-Control', CACHE.noStore);
    if (!body)
      return reply
        .code(404)
        .type('application/json')
        .send({ code: 40400, msg: '注册表不存在', data: null });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  if (devRegistry) return app;

  // The canary watcher acts on the deploy target's ledger with the load reports of this database.
  const watch = options.canaryWatch ?? canaryWatchFromEnv();
  if (watch) {
    const stopWatching = startCanaryWatcher({
      target: options.deployTarget ?? localFolderTarget(options.deployDir),
      db,
      intervalMs: watch.intervalMs,
    });
    app.addHook('onClose', async () => stopWatching());
  }

  await app.register(fastifyStatic, {
    root: layout.remotesDir,
    // Source maps, dotfiles and server builds are never served (docs/security.md).
    allowedPath: (pathName) => isServedBuildFile(pathName),
    prefix: '/remotes/',
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', CACHE.immutable);
    },
  });
  await app.register(fastifyStatic, {
    root: layout.shellDir,
    // Source maps, dotfiles and server builds are never served (docs/security.md).
    allowedPath: (pathName) => isServedBuildFile(pathName),
    prefix: '/shell/',
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', CACHE.immutable);
    },
  });

  const ssr = options.ssr ?? ssrFromEnv(process.env);
  const layoutFiles = { registryFile: layout.registryFile, pageFile: layout.pageFile };
  // The page loaders' API calls come back from the render threads and are answered in process
  // (`app.inject`), as an anonymous visitor; the threads load the active versions as they start.
  const atStart = createDeployState(layoutFiles, () => undefined)();
  const renderer = ssr.enabled
    ? createPageRenderer({
        deployDir: options.deployDir,
        answerApi: injectCall(app),
        ...(ssr.budgetMs ? { budgetMs: ssr.budgetMs } : {}),
        ...(ssr.threads ? { threads: ssr.threads } : {}),
        ...(ssr.maxQueue !== undefined ? { maxQueue: ssr.maxQueue } : {}),
        ...(atStart.registry && atStart.template
          ? { warm: { registry: atStart.registry, template: atStart.template } }
          : {}),
        warn: (message) => console.warn(message),
      })
    : undefined;
  if (renderer) {
    app.addHook('onClose', () => renderer.close());
    // The first pages are rendered too: wait for the threads (at most 30 s, then they finish
    // starting while the server answers, with static pages meanwhile).
    await renderer.ready(30_000);
  }
  const pages = createPageAnswer({
    files: layoutFiles,
    renderer,
    cache: options.pageCache ?? pageCacheFromEnv(process.env),
    rateLimit: options.pageRateLimit ?? pageRateLimitFromEnv(process.env.XH_PAGE_RATE_LIMIT),
    ...(options.redis ? { redis: options.redis } : {}),
    // Content written on any node (or by an operator command) drops this node's cached pages.
    contentVersion: () => contentVersion(db),
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pagePathname(request, reply, ['/remotes/', '/shell/']);
    if (pathname === undefined) return reply;
    // The public origin, never the request's Host: nothing rendered names a caller's host.
    return pages.answer(request, reply, pathname, `${publicOrigin}${request.url}`);
  };
  // `/` is a directory to the static plugin: route it to the page handler explicitly.
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);

  return app;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  apiPlugin,
  apiServerOptions,
  captchaProviderOfRegistry,
  openDatabase,
  publicOriginFromEnv,
  securityHeadersPlugin,
} from '@xingheng/api';
import { loadApiClient, setServerHtmlSanitizer } from '@xingheng/shared';
import { deployLayout, REPO_ROOT } from '@xingheng/release';
import {
  bridgeAdapter,
  CACHE,
  createPageAnswer,
  createServerSanitizer,
  injectCall,
  isServedBuildFile,
  loadServerBuild,
  pageCacheFromEnv,
  pagePathname,
} from '@xingheng/server';
import { MONOLITH_PREFIX, monolithRenderer, type MonolithServerBuild } from './monolithRenderer';

export { MONOLITH_PREFIX } from './monolithRenderer';

/** The monolith's build folder (monolith/webpack.config.cjs). */
export const MONOLITH_DIST = path.join(REPO_ROOT, 'monolith', 'dist');

/** What `createMonolithServer` serves. */
export interface MonolithServerOptions {
  /** The monolith's build (`index.html`, its scripts, `ssr/render.js`); default `monolith/dist`. */
  distDir?: string;
  /** The deploy folder whose registry (site config, route owners) and search entries are used. */
  deployDir: string;
  /** The API's SQLite file (created, migrated and seeded on first start). */
  dbFile: string;
  logger?: boolean;
}

/**
 * The monolith served the way `createSiteServer` (server/src/site/server.ts) serves the federated
 * site, so that only the front end differs between the two measurements: the same API plugin and
 * options, security headers, compression, the deploy folder's registry (`no-store`: the same site
 * config), the monolith's files under `/monolith/` (`immutable`, never source maps or the server
 * build) and its pages through the site's own page answer (`createPageAnswer`: server-rendered
 * with the monolith's server build, the same page cache and compression, 200 for a path a remote
 * owns, 404 otherwise, 503 without a registry; no page rate limit: one visitor). For measurement
 * only (docs/performance.md "Monolith comparison").
 *
 * The shared API client of this process is pointed at this server's API (the loaders' calls), as
 * a render thread's is at its site's: one monolith server per process.
 * @returns a Fastify instance, not yet listening
 * @throws Error when the database cannot be opened, or the monolith's server build is missing
 *   (`npm run build:monolith`) or fails to load
 */
export async function createMonolithServer(
  options: MonolithServerOptions,
): Promise<FastifyInstance> {
  const distDir = options.distDir ?? MONOLITH_DIST;
  const layout = deployLayout(options.deployDir);
  const build = (await loadServerBuild(
    path.join(distDir, 'ssr', 'render.js'),
  )) as MonolithServerBuild;
  const app = Fastify(apiServerOptions({ logger: options.logger ?? false }));
  await app.register(securityHeadersPlugin, {
    captchaProvider: captchaProviderOfRegistry(layout.registryFile),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  const db = await openDatabase(options.dbFile);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  const publicOrigin = publicOriginFromEnv(process.env);
  await app.register(apiPlugin, { db, deployDir: options.deployDir, publicOrigin });

  app.get('/mf-registry.json', async (_request, reply) => {
    const body = await fs.readFile(layout.registryFile).catch(() => undefined);
    reply.header('Cache-Control', CACHE.noStore);
    if (!body) {
      return reply
        .code(404)
        .type('application/json')
        .send({ code: 40400, msg: '注册表不存在', data: null });
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.register(fastifyStatic, {
    root: distDir,
    allowedPath: (pathName) => pathName !== '/index.html' && isServedBuildFile(pathName),
    prefix: MONOLITH_PREFIX,
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', CACHE.immutable);
    },
  });

  (await loadApiClient()).defaults.adapter = bridgeAdapter(() => injectCall(app));
  setServerHtmlSanitizer(createServerSanitizer());
  const pages = createPageAnswer({
    files: { registryFile: layout.registryFile, pageFile: path.join(distDir, 'index.html') },
    renderer: monolithRenderer(build, distDir),
    cache: pageCacheFromEnv(process.env),
    rateLimit: false,
  });
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pagePathname(request, reply, [MONOLITH_PREFIX]);
    if (pathname === undefined) return reply;
    return pages.answer(request, reply, pathname, `${publicOrigin}${request.url}`);
  };
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
  return app;
}

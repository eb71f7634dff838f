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
  securityHeadersPlugin,
} from '@xingheng/api';
import { ownerOf } from '@xingheng/shared/registry';
import { buildFileDestination, deployLayout, REPO_ROOT } from '@xingheng/release';
import { CACHE, pagePathname, readRegistry } from '@xingheng/server';

/** The monolith's build folder (monolith/webpack.config.cjs). */
export const MONOLITH_DIST = path.join(REPO_ROOT, 'monolith', 'dist');

/** The URL prefix of the monolith's files (its webpack `publicPath`). */
export const MONOLITH_PREFIX = '/monolith/';

/** What `createMonolithServer` serves. */
export interface MonolithServerOptions {
  /** The monolith's build (`index.html` and its scripts); default `monolith/dist`. */
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
 * config), the monolith's files under `/monolith/` (`immutable`, never source maps) and its page
 * (`no-cache`) for page routes, with the same status codes (200 for a path a remote owns, 404
 * otherwise, 503 without a registry). For measurement only (docs/performance.md).
 * @returns a Fastify instance, not yet listening
 * @throws Error when the database cannot be opened
 */
export async function createMonolithServer(
  options: MonolithServerOptions,
): Promise<FastifyInstance> {
  const distDir = options.distDir ?? MONOLITH_DIST;
  const layout = deployLayout(options.deployDir);
  const app = Fastify(apiServerOptions({ logger: options.logger ?? false }));
  await app.register(securityHeadersPlugin, {
    captchaProvider: captchaProviderOfRegistry(layout.registryFile),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  const db = await openDatabase(options.dbFile);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await app.register(apiPlugin, { db, deployDir: options.deployDir });

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
    allowedPath: (pathName) =>
      pathName !== '/index.html' && buildFileDestination(pathName) === 'public',
    prefix: MONOLITH_PREFIX,
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', CACHE.immutable);
    },
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pagePathname(request, reply, [MONOLITH_PREFIX]);
    if (pathname === undefined) return reply;
    const registry = await readRegistry(layout.registryFile);
    const status = !registry ? 503 : ownerOf(pathname, registry.remotes) ? 200 : 404;
    const html = await fs.readFile(path.join(distDir, 'index.html')).catch(() => undefined);
    if (!html) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('单体构建不存在（npm run build:monolith）');
    }
    return reply
      .code(status)
      .header('Cache-Control', CACHE.revalidate)
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
  return app;
}

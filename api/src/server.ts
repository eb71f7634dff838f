import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/open';
import { apiPlugin } from './plugin';
import { securityHeadersPlugin } from './security';

/** Options of the standalone API server. */
export interface ApiServerOptions {
  /** SQLite file (created, migrated and seeded when missing). */
  dbFile: string;
  /** Log requests (authorization, cookies and bodies are never logged). Default false. */
  logger?: boolean;
  /** Clock override for tests (expiry of captcha tickets and tokens). */
  now?: () => Date;
}

/**
 * A Fastify instance serving only the `/api` contract (tests, `npm run dev` in api/). The database
 * is closed when the server closes.
 * @returns the instance, not yet listening
 * @throws when the database cannot be opened or migrated
 */
export async function buildApiServer(opts: ApiServerOptions): Promise<FastifyInstance> {
  const db = await openDatabase(opts.dbFile);
  const app = Fastify({
    // Behind the nginx of ops/nginx on the same machine: per-IP rate limits use X-Forwarded-For.
    trustProxy: ['127.0.0.1', '::1'],
    logger: opts.logger
      ? {
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.body',
              'res.headers["set-cookie"]',
            ],
            censor: '[已隐藏]',
          },
        }
      : false,
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  // The security headers of docs/security.md on every answer. The API answers only JSON, never a
  // page: the strictest CSP (no captcha provider's sources); nginx sends its own set in front of it.
  await app.register(securityHeadersPlugin, { captchaProvider: 'builtin' });
  await app.register(apiPlugin, { db, ...(opts.now ? { now: opts.now } : {}) });
  return app;
}

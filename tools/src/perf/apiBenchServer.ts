import compress from '@fastify/compress';
import Fastify from 'fastify';
import { apiPlugin, apiServerOptions, openDatabase, securityHeadersPlugin } from '@xingheng/api';
import { serveToParent } from './forkServer';

/**
 * The API of the benchmark, in a process of its own so that it has one core's event loop to
 * itself (`benchApi` forks it): `/api` composed as the site server of `npm start` serves it
 * (server/src/site/server.ts: security headers, `@fastify/compress` global with threshold 1024,
 * `apiPlugin`), without the static files, on the database given as the first argument (a SQLite
 * file or a `postgres://` URL; created, migrated and seeded), listening on a free loopback port.
 * With `--demo` as the second argument the demo account and its orders are seeded and the
 * captcha's dev answers are on (`GET /api/dev/captcha/answer`, as `XH_CAPTCHA_ANSWERS=1`), so the
 * bench can log the demo account in through the real login path. Sends `BenchServerReady` over
 * IPC, closes when the parent disconnects or on SIGTERM.
 */
async function main(): Promise<void> {
  const location = process.argv[2];
  if (!location)
    throw new Error('用法：apiBenchServer.ts <SQLite 文件或 postgres:// 地址> [--demo]');
  const demo = process.argv[3] === '--demo';
  const app = Fastify(apiServerOptions({ logger: false }));
  await app.register(securityHeadersPlugin, { captchaProvider: 'builtin' });
  await app.register(compress, { global: true, threshold: 1024 });
  const db = await openDatabase(location, { demoData: demo });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await app.register(apiPlugin, { db, ...(demo ? { captcha: { devAnswers: true } } : {}) });
  await serveToParent(app);
}

main().catch((error: unknown) => {
  console.error('压测用 API 启动失败', error);
  process.exit(1);
});

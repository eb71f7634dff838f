import compress from '@fastify/compress';
import Fastify from 'fastify';
import { apiPlugin, apiServerOptions, openDatabase, securityHeadersPlugin } from '@xingheng/api';
import { serveToParent } from './forkServer';

/**
 * The API of the benchmark, in a process of its own so that it has one core's event loop to
 * itself (`benchApi` forks it): `/api` composed as the site server of `npm start` serves it
 * (server/src/site/server.ts: security headers, `@fastify/compress` global with threshold 1024,
 * `apiPlugin`), without the static files, on the SQLite file given as the first argument
 * (created, migrated and seeded), listening on a free loopback port. Sends `BenchServerReady`
 * over IPC, closes when the parent disconnects or on SIGTERM.
 */
async function main(): Promise<void> {
  const dbFile = process.argv[2];
  if (!dbFile) throw new Error('用法：apiBenchServer.ts <SQLite 文件>');
  const app = Fastify(apiServerOptions({ logger: false }));
  await app.register(securityHeadersPlugin, { captchaProvider: 'builtin' });
  await app.register(compress, { global: true, threshold: 1024 });
  const db = await openDatabase(dbFile, { demoData: false });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await app.register(apiPlugin, { db });
  await serveToParent(app);
}

main().catch((error: unknown) => {
  console.error('压测用 API 启动失败', error);
  process.exit(1);
});

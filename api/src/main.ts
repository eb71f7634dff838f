import path from 'node:path';
import { buildApiServer } from './server';
import { publicOriginFromEnv } from './security/publicOrigin';
import { databaseLocationFromEnv } from './db/location';
import { connectRedis, redisUrlFromEnv } from './http/redis';
import { uploadsStoreFromEnv } from './storage/objectStore';
import { bugReportDirFor } from './support/reportFiles';

/**
 * Standalone API: listens on `API_PORT` (default 8080, where the dev servers proxy `/api`) at
 * `API_HOST` (default 127.0.0.1), database `DATABASE_URL` or `DB_FILE` (default
 * <repo>/var/xingheng.sqlite; `databaseLocationFromEnv`), page
 * search from the releases of `DEPLOY_DIR` (default <repo>/deploy, the folder nginx serves; docs/api.md
 * "Site search"), public origin `XH_PUBLIC_ORIGIN` (docs/security.md "The public origin"), rate
 * limits counted in `REDIS_URL` and uploads kept in `UPLOADS_URL` when set (docs/deployment.md
 * "Redis", "Object storage"). Closes cleanly on SIGINT /
 * SIGTERM.
 */
async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 8080);
  const dbFile = databaseLocationFromEnv(
    process.env,
    path.resolve(__dirname, '../../var/xingheng.sqlite'),
  );
  const deployDir = process.env.DEPLOY_DIR ?? path.resolve(__dirname, '../../deploy');
  // XH_PUBLIC_ORIGIN (required under production); locally the site the dev servers proxy from.
  const publicOrigin = publicOriginFromEnv(process.env, port);
  const redisUrl = redisUrlFromEnv(process.env);
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
  const uploads = process.env.UPLOADS_URL
    ? uploadsStoreFromEnv(process.env, bugReportDirFor(dbFile))
    : undefined;
  const app = await buildApiServer({
    dbFile,
    deployDir,
    logger: true,
    publicOrigin,
    ...(redis ? { redis } : {}),
    ...(uploads ? { uploads } : {}),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host: process.env.API_HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error('API 启动失败', error);
  process.exit(1);
});

import {
  bugReportDirFor,
  connectRedis,
  publicOriginFromEnv,
  redisUrlFromEnv,
  uploadsStoreFromEnv,
} from '@xingheng/api';
import {
  buildApps,
  publishAll,
  defaultDatabase,
  DEFAULT_DEPLOY_DIR,
  localFolderTarget,
} from '@xingheng/release';
import { createSiteServer } from '../site/server';

/**
 * `npm start` (README "Two commands on a fresh machine"): builds what is not built, publishes the
 * builds into `deploy/` (a registry is created on first start), and serves everything on `PORT`
 * (default 8080). Flags: `--activate` makes the fresh builds active in an existing registry;
 * `--no-build` serves what is already in `deploy/`. `XH_PUBLIC_ORIGIN` is the site's public origin
 * (required under `NODE_ENV=production`: start refuses without it; docs/security.md).
 * `DATABASE_URL` puts the data on PostgreSQL, `REDIS_URL` counts rate limits in Redis and
 * `UPLOADS_URL=s3://…` keeps uploads in a bucket (docs/deployment.md "PostgreSQL", "Redis",
 * "Object storage"); a malformed one, or an unreachable database or Redis, stops start at once.
 */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const port = Number(process.env.PORT ?? 8080);
  // Refuse at once, before building, when production does not say where the site is published
  // or DATABASE_URL / REDIS_URL / UPLOADS_URL is malformed.
  const publicOrigin = publicOriginFromEnv(process.env, port);
  const database = defaultDatabase();
  const redisUrl = redisUrlFromEnv(process.env);
  const uploads = process.env.UPLOADS_URL
    ? uploadsStoreFromEnv(process.env, bugReportDirFor(database))
    : undefined;
  if (!args.has('--no-build')) {
    const built = await buildApps();
    console.log(built.length ? `[start] 已构建：${built.join(', ')}` : '[start] 构建均为最新');
    const { activated } = await publishAll(
      localFolderTarget(DEFAULT_DEPLOY_DIR),
      args.has('--activate'),
    );
    if (activated.length) console.log(`[start] 已启用：${activated.join(', ')}`);
  }
  const host = process.env.HOST ?? '0.0.0.0';
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
  const app = await createSiteServer({
    deployDir: DEFAULT_DEPLOY_DIR,
    dbFile: database,
    publicOrigin,
    logger: process.env.LOG === '1',
    ...(redis ? { redis } : {}),
    ...(uploads ? { uploads } : {}),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.listen({ port, host });
  console.log(`[start] 星衡时空官网已启动：http://localhost:${port}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import {
  bugReportDirFor,
  connectRedis,
  publicOriginFromEnv,
  redisUrlFromEnv,
  uploadsStoreFromEnv,
} from '@xingheng/api';
import os from 'node:os';
import path from 'node:path';
import {
  buildApps,
  publishAll,
  defaultDatabase,
  DEFAULT_DEPLOY_DIR,
  localFolderTarget,
  openDeployTarget,
  REPO_ROOT,
  type OpenedDeployTarget,
} from '@xingheng/release';
import { createSiteServer } from '../site/server';
import { deploySyncMsFromEnv, startDeployMirror } from '../site/deployMirror';

/** A node's mirror of `DEPLOY_URL` when `XH_DEPLOY_MIRROR_DIR` does not say. */
const DEFAULT_MIRROR_DIR = path.join(REPO_ROOT, 'var', 'deploy-mirror');

/**
 * `npm start` (README "Two commands on a fresh machine"): builds what is not built, publishes the
 * builds into `deploy/` (a registry is created on first start), and serves everything on `PORT`
 * (default 8080). Flags: `--activate` makes the fresh builds active in an existing registry;
 * `--no-build` serves what is already in `deploy/`. `XH_PUBLIC_ORIGIN` is the site's public origin
 * (required under `NODE_ENV=production`: start refuses without it; docs/security.md).
 * `DATABASE_URL` puts the data on PostgreSQL, `REDIS_URL` counts rate limits in Redis and
 * `UPLOADS_URL=s3://…` keeps uploads in a bucket (docs/deployment.md "PostgreSQL", "Redis",
 * "Object storage"); a malformed one, or an unreachable database or Redis, stops start at once.
 * `DEPLOY_URL=s3://…` makes this process a node of a cluster (docs/deployment.md "Releases from
 * any machine"): it neither builds nor publishes, but serves its mirror of the shared target
 * (`XH_DEPLOY_MIRROR_DIR`, default `var/deploy-mirror`), looked at every `XH_DEPLOY_SYNC_MS`
 * (default 1000) and at once when a release announces a change; it records what it serves under
 * `XH_NODE_NAME` (default host:port) so the release command can wait for it; its canary watcher
 * acts on the target's ledger; an unreachable or empty target stops start at once.
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
  const deployUrl = process.env.DEPLOY_URL?.trim();
  const syncMs = deploySyncMsFromEnv(process.env.XH_DEPLOY_SYNC_MS);
  let shared: OpenedDeployTarget | undefined;
  let deployDir = DEFAULT_DEPLOY_DIR;
  if (deployUrl) {
    // A node of a cluster: releases come from the release tooling, never from this process.
    shared = await openDeployTarget(deployUrl, process.env);
    deployDir = path.resolve(process.env.XH_DEPLOY_MIRROR_DIR || DEFAULT_MIRROR_DIR);
  } else if (!args.has('--no-build')) {
    const built = await buildApps();
    console.log(built.length ? `[start] 已构建：${built.join(', ')}` : '[start] 构建均为最新');
    const { activated } = await publishAll(
      localFolderTarget(DEFAULT_DEPLOY_DIR),
      args.has('--activate'),
    );
    if (activated.length) console.log(`[start] 已启用：${activated.join(', ')}`);
  }
  const mirror = shared
    ? await startDeployMirror({
        target: shared.target,
        dir: deployDir,
        intervalMs: syncMs,
        node: process.env.XH_NODE_NAME?.trim() || `${os.hostname()}:${port}`,
      })
    : undefined;
  if (shared) console.log(`[start] 部署目标 ${shared.target.description} 的镜像：${deployDir}`);
  const host = process.env.HOST ?? '0.0.0.0';
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
  const app = await createSiteServer({
    deployDir,
    ...(shared ? { deployTarget: shared.target } : {}),
    dbFile: database,
    publicOrigin,
    logger: process.env.LOG === '1',
    ...(redis ? { redis } : {}),
    ...(uploads ? { uploads } : {}),
  });
  // A Redis already gone (stopped before this node) cannot take QUIT: drop the connection instead.
  if (redis)
    app.addHook('onClose', () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
    );
  if (shared) {
    app.addHook('onClose', async () => {
      await mirror?.stop();
      await shared.close();
    });
  }
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

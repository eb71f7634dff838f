import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps, openDeployTarget, publishAll } from '@xingheng/release';
import { startNginx, type RunningNginx } from '@xingheng/server';
import { postgresBinDir, startThrowawayPostgres, THROWAWAY_ROLE } from '../engines/postgres';
import { startThrowawayRedis } from '../engines/redis';
import { startThrowawayS3Process } from '../engines/s3Process';
import { freePort, isPortFree } from './ports';
import { siteNode, type SiteNode } from './siteNode';

/** The buckets the cluster's object storage starts with. */
export const CLUSTER_BUCKETS = { uploads: 'xh-uploads', deploy: 'xh-deploy' } as const;

/** Where releases go and every node mirrors from (`DEPLOY_URL`). */
export const CLUSTER_DEPLOY_URL = `s3://${CLUSTER_BUCKETS.deploy}/site`;

/** The database the nodes share (made in the throwaway PostgreSQL). */
const CLUSTER_DATABASE = 'xingheng';

/** What `startCluster` starts, and what to do with its output. */
export interface ClusterOptions {
  /** nginx's loopback port; default a free one (`npm run cluster` uses 8090). */
  port?: number;
  /** How many site nodes, named A, B, …; default 2. */
  nodes?: number;
  /** Each line of progress and of the nodes' output; default: dropped. */
  log?: (line: string) => void;
  /** A node's process ended without being asked to (see `SiteNodeOptions.onUnexpectedExit`). */
  onUnexpectedExit?: (node: SiteNode, how: string) => void;
}

/** Where each engine of the cluster listens. */
export interface ClusterEngines {
  /** `postgres://xingheng@127.0.0.1:<port>/xingheng` (`DATABASE_URL`). */
  postgres: string;
  /** `redis://127.0.0.1:<port>` (`REDIS_URL`). */
  redis: string;
  /** `http://127.0.0.1:<port>`: the S3 stand-in (`AWS_ENDPOINT_URL`). */
  s3: string;
  /** `CLUSTER_DEPLOY_URL`: the shared deploy target on that stand-in (`DEPLOY_URL`). */
  deploy: string;
}

/** A running local cluster: nginx in front of the site nodes, and their engines. */
export interface RunningCluster {
  /** `http://127.0.0.1:<port>`: nginx, the site's address (`XH_PUBLIC_ORIGIN` of every node). */
  url: string;
  /** The site nodes, in nginx's order; each can be stopped and started again. */
  nodes: SiteNode[];
  engines: ClusterEngines;
  /**
   * The environment of a release machine for this cluster (a team's CI runner): the shared target
   * (`DEPLOY_URL`), its database (`DATABASE_URL`: the ledger and the release lock) and the bucket's
   * endpoint and keys; nothing else. Give it to `npm run release` run from another process.
   */
  releaseEnv: NodeJS.ProcessEnv;
  /** The temporary folder that holds every engine's data, the nodes' mirrors and nginx's files. */
  dir: string;
  /** Stops nginx, the nodes and the engines, and removes `dir`. Safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * The local stand-in for a multi-machine deployment (docs/deployment.md "A cluster on one
 * machine"): a throwaway PostgreSQL, Redis and S3 stand-in (s3rver) on free loopback ports with
 * their data in one temporary folder, the buckets `CLUSTER_BUCKETS`, the apps built if needed
 * (`buildApps`) and published to the shared deploy target `CLUSTER_DEPLOY_URL` (`publishAll`,
 * ledger in that PostgreSQL), `nodes` site nodes (`npm start --no-build`, each on its own port and
 * with its own mirror of the target, all on that database, Redis and uploads bucket), and Debian's
 * nginx balancing over them with no deploy folder of its own (`--static proxy`, retries as in
 * docs/deployment.md "Several nodes behind one nginx"). Whatever started is stopped again when a
 * later step fails.
 * @param options see `ClusterOptions`
 * @returns the running cluster once nginx and every node answer
 * @throws Error when the port is taken, an engine is missing (PostgreSQL, Redis, nginx: Debian's
 *   packages) or fails to start, a build or publish fails, or a node does not come up
 */
export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const log = options.log ?? (() => undefined);
  if (options.port !== undefined && !(await isPortFree(options.port))) {
    throw new Error(`端口 ${options.port} 已被占用：换一个（--port）`);
  }
  // Readable by all: PostgreSQL runs as its own user, nginx's workers as nobody.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-cluster-'));
  fs.chmodSync(dir, 0o755);
  const stops: (() => Promise<void> | void)[] = [
    () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      for (const step of stops.splice(0).reverse()) {
        try {
          await step();
        } catch (error: unknown) {
          log(`[cluster] 停止时出错：${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })());

  try {
    const postgres = startThrowawayPostgres({ port: await freePort(), parentDir: dir });
    stops.push(postgres.stop);
    execFileSync(
      path.join(postgresBinDir(), 'psql'),
      ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', THROWAWAY_ROLE, '-d', 'postgres'],
      { input: `CREATE DATABASE ${CLUSTER_DATABASE};\n`, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    const databaseUrl = postgres.url.replace(/\/postgres$/, `/${CLUSTER_DATABASE}`);
    log(`[cluster] PostgreSQL：${databaseUrl}`);
    const redis = await startThrowawayRedis({ port: await freePort() });
    stops.push(redis.stop);
    log(`[cluster] Redis：${redis.url}`);
    const s3 = await startThrowawayS3Process({
      buckets: Object.values(CLUSTER_BUCKETS),
      parentDir: dir,
    });
    stops.push(s3.stop);
    log(`[cluster] 对象存储（s3rver）：${s3.endpoint}，存储桶 ${s3.buckets.join('、')}`);

    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      UPLOADS_URL: `s3://${CLUSTER_BUCKETS.uploads}/site`,
      DEPLOY_URL: CLUSTER_DEPLOY_URL,
      AWS_ENDPOINT_URL: s3.endpoint,
      AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      AWS_S3_FORCE_PATH_STYLE: 'true',
      AWS_REGION: 'us-east-1',
      XH_PUBLIC_ORIGIN: url,
      // Two nodes share this machine's cores: one render thread each.
      XH_SSR_THREADS: '1',
    };

    const built = await buildApps();
    if (built.length) log(`[cluster] 已构建：${built.join(', ')}`);
    const shared = await openDeployTarget(CLUSTER_DEPLOY_URL, { ...process.env, ...env });
    try {
      await publishAll(shared.target);
    } finally {
      await shared.close();
    }
    log(`[cluster] 已发布到 ${CLUSTER_DEPLOY_URL}`);

    const nodes: SiteNode[] = [];
    for (let i = 0; i < (options.nodes ?? 2); i += 1) {
      const name = String.fromCharCode(65 + i);
      const node = siteNode({
        name,
        port: await freePort(),
        // Each node its own mirror of the target, as on a machine of its own.
        env: {
          ...env,
          XH_DEPLOY_MIRROR_DIR: path.join(dir, `mirror-${name}`),
          XH_NODE_NAME: `node-${name}`,
        },
        log,
        ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
      });
      nodes.push(node);
      stops.push(node.stop);
    }
    // The first node alone: it migrates and seeds the database; the others then find it done.
    await nodes[0]?.start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));
    for (const node of nodes) log(`[cluster] 节点 ${node.name}：${node.url}`);

    const nginx: RunningNginx = await startNginx({
      staticFiles: 'proxy',
      runtimeDir: path.join(dir, 'nginx'),
      apiServer: nodes.map((node) => `127.0.0.1:${node.port}`),
      port,
    });
    stops.push(nginx.stop);
    log(`[cluster] nginx：${nginx.origin}`);
    return {
      url,
      nodes,
      releaseEnv: {
        DEPLOY_URL: CLUSTER_DEPLOY_URL,
        DATABASE_URL: databaseUrl,
        AWS_ENDPOINT_URL: s3.endpoint,
        AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        AWS_S3_FORCE_PATH_STYLE: 'true',
        AWS_REGION: 'us-east-1',
      },
      engines: {
        postgres: databaseUrl,
        redis: redis.url,
        s3: s3.endpoint,
        deploy: CLUSTER_DEPLOY_URL,
      },
      dir,
      stop,
    };
  } catch (error: unknown) {
    await stop();
    throw error;
  }
}

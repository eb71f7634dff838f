import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/dialect';
import type { Database } from '../db/types';

/**
 * The nodes serving a shared deploy target, and the word a release sends them (docs/deployment.md
 * "Releases from any machine"): after a change a release machine sends `NOTIFY xh_deploy` with
 * the target's name; each node LISTENs, fetches the change at once and writes what it now serves
 * into `deploy_nodes`; the release command waits until every live node serves the change.
 */

/** The PostgreSQL channel of `announceDeployChange` and `listenForDeployChanges`. */
export const DEPLOY_CHANNEL = 'xh_deploy';

/** A node whose last word is older than this is taken as gone, ms (nodes speak every 5 s). */
export const NODE_SILENT_AFTER_MS = 15_000;

/** One node serving a target, as it last said. */
export interface DeployNode {
  /** Its name (`XH_NODE_NAME`, else host:port). */
  node: string;
  /** SHA-256 (hex) of the root files it serves (`rootFilesState` in @xingheng/release). */
  serving: string;
  /** When it last said so, ISO-8601 UTC. */
  seenAt: string;
}

/**
 * Tells every node listening on the database that a target's root files changed
 * (`pg_notify`; delivered when the statement's transaction commits, i.e. at once outside one).
 * Does nothing on SQLite (nodes sharing a SQLite file share one folder target, read directly).
 * @param db the API database
 * @param target the target, e.g. `s3://xingheng-deploy/site`
 */
export async function announceDeployChange(db: Kysely<Database>, target: string): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`select pg_notify(${DEPLOY_CHANNEL}, ${target})`.execute(db);
}

/**
 * Records what a node serves now (insert or update of its row).
 * @param db the API database
 * @param entry `target`, `node`, `serving` (64 hex digits) and the clock `now`
 */
export async function recordDeployNode(
  db: Kysely<Database>,
  entry: { target: string; node: string; serving: string; now: Date },
): Promise<void> {
  const seen_at = entry.now.toISOString();
  await db
    .insertInto('deploy_nodes')
    .values({ target: entry.target, node: entry.node, serving: entry.serving, seen_at })
    .onConflict((oc) =>
      oc.columns(['target', 'node']).doUpdateSet({ serving: entry.serving, seen_at }),
    )
    .execute();
}

/**
 * Deletes a node's row (it stops serving the target).
 * @param db the API database
 * @param target the target
 * @param node the node's name
 */
export async function forgetDeployNode(
  db: Kysely<Database>,
  target: string,
  node: string,
): Promise<void> {
  await db
    .deleteFrom('deploy_nodes')
    .where('target', '=', target)
    .where('node', '=', node)
    .execute();
}

/**
 * The nodes serving a target that spoke within `NODE_SILENT_AFTER_MS` of `now`.
 * @param db the API database
 * @param target the target
 * @param now the clock
 * @returns the nodes by name
 */
export async function liveDeployNodes(
  db: Kysely<Database>,
  target: string,
  now: Date = new Date(),
): Promise<DeployNode[]> {
  const since = new Date(now.getTime() - NODE_SILENT_AFTER_MS).toISOString();
  const rows = await db
    .selectFrom('deploy_nodes')
    .select(['node', 'serving', 'seen_at'])
    .where('target', '=', target)
    .where('seen_at', '>=', since)
    .orderBy('node')
    .execute();
  return rows.map((row) => ({ node: row.node, serving: row.serving, seenAt: row.seen_at }));
}

/** What `listenForDeployChanges` returns. */
export interface DeployChangeListener {
  /** Ends the listening connection (and any reconnecting). */
  close(): Promise<void>;
}

/**
 * Listens for `announceDeployChange` of one target on a connection of its own (not the pool's):
 * calls `onChange` for each. When the connection drops it reconnects every second, and calls
 * `onChange` once it is back (a change may have been missed meanwhile).
 * @param databaseUrl the PostgreSQL URL (`DATABASE_URL`)
 * @param target the target whose changes count
 * @param onChange called for each change; must not throw
 * @param log where a dropped connection is told
 * @returns `close`
 * @throws the first connection's error (a node does not start without its database)
 */
export async function listenForDeployChanges(
  databaseUrl: string,
  target: string,
  onChange: () => void,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<DeployChangeListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === DEPLOY_CHANNEL && message.payload === target) onChange();
    });
    next.on('error', () => {
      if (closed || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      log('[deploy-mirror] 发布通知连接中断，每秒重连；期间按定时同步');
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${DEPLOY_CHANNEL}`);
    return next;
  };
  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(() => undefined);
          client = next;
          onChange();
        },
        () => scheduleReconnect(),
      );
    }, 1_000);
    retry.unref();
  };
  client = await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

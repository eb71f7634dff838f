import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/dialect';
import type { Database } from '../db/types';

/**
 * The release ledger of a shared deploy target and its release lock, in the API's PostgreSQL
 * database (docs/deployment.md "Releases from any machine"): object storage cannot take a lock or
 * refuse a stale write (the local stand-in has no conditional PUT), a database can. One row of
 * `release_ledger` per target; the lock is a session advisory lock per target, held on one
 * connection, so it goes with the connection when its process dies.
 */

/**
 * First key of the release lock (`pg_try_advisory_lock(key, hashtext(name))`): fixed, so every
 * version of the tools agrees on it; the two-key form never meets the one-key locks of the jobs
 * (`JOB_LOCK_KEYS`) or of the migrations.
 */
export const RELEASE_LOCK_KEY = 7_110_201;

/** How long `withReleaseLock` waits for another holder by default, ms. */
export const RELEASE_LOCK_WAIT_MS = 30_000;

/**
 * The ledger's JSON text of one deploy target.
 * @param db the API database (PostgreSQL or SQLite)
 * @param name the target, e.g. `s3://xingheng-deploy/site`
 * @returns the text, `undefined` when the target has no ledger yet
 */
export async function readReleaseLedger(
  db: Kysely<Database>,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('release_ledger')
    .select('content')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.content;
}

/**
 * Replaces the ledger of one deploy target whole (one statement: readers see the old or the new
 * text). Call it under `withReleaseLock`: the lock, not this write, keeps two changes apart.
 * @param db the API database
 * @param name the target
 * @param content the ledger's JSON text
 * @param now the clock (for `updated_at`)
 */
export async function writeReleaseLedger(
  db: Kysely<Database>,
  name: string,
  content: string,
  now: Date = new Date(),
): Promise<void> {
  const updated_at = now.toISOString();
  await db
    .insertInto('release_ledger')
    .values({ name, content, updated_at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ content, updated_at }))
    .execute();
}

/**
 * Runs `work` holding the release lock of one deploy target: a PostgreSQL session advisory lock
 * taken with `pg_try_advisory_lock` on a connection of its own (reserved for the whole run; `work`
 * uses the pool's others), retried every 50–250 ms for up to `waitMs`. Released in `finally`; a
 * process that dies takes its lock with its connection.
 * @param db the API database: PostgreSQL
 * @param name the target, e.g. `s3://xingheng-deploy/site`
 * @param work what to run under the lock
 * @param options `waitMs`: how long to wait for another holder (default `RELEASE_LOCK_WAIT_MS`)
 * @returns what `work` returns
 * @throws Error (Chinese) when the database is SQLite, or the lock is still held after `waitMs`;
 *   what `work` throws (the lock is released either way)
 */
export async function withReleaseLock<T>(
  db: Kysely<Database>,
  name: string,
  work: () => Promise<T>,
  options: { waitMs?: number } = {},
): Promise<T> {
  if (engineOf(db) !== 'postgres') {
    throw new Error('共享部署目标的发布锁需要 PostgreSQL 数据库（DATABASE_URL）');
  }
  const waitMs = options.waitMs ?? RELEASE_LOCK_WAIT_MS;
  return db.connection().execute(async (connection) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await sql<{ taken: boolean }>`
        select pg_try_advisory_lock(${RELEASE_LOCK_KEY}, hashtext(${name})) as taken
      `.execute(connection);
      if (rows[0]?.taken) break;
      if (Date.now() >= deadline) {
        throw new Error(
          `部署目标 ${name} 的发布锁被占用：等待 ${Math.round(waitMs / 1000)} 秒仍未取得` +
            '（另一台机器或进程正在发布；稍后重试）',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${RELEASE_LOCK_KEY}, hashtext(${name}))`.execute(
        connection,
      );
    }
  });
}

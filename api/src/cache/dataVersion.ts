import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { engineOf } from '../db/dialect';

/**
 * A stamp that changes whenever any row of the SQLite file changes, whoever writes it
 * (docs/api.md "Caching"): `data_version` moves when another connection — another process such as
 * `npm run orders`, a second API process, an operator's `sqlite3` — commits, and `total_changes()`
 * counts the rows this connection (the API's one) inserted, updated or deleted. Both only grow.
 * Not covered: schema changes made by this connection while it runs (migrations run before the
 * API serves).
 * @returns e.g. `"4:118"` (`data_version:total_changes`)
 * @throws when the database is closed
 */
export async function sqliteDataVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ version: number; changes: number }>`
    select data_version as version, total_changes() as changes from pragma_data_version
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('PRAGMA data_version 无结果');
  return `${row.version}:${row.changes}`;
}

/**
 * The same stamp on PostgreSQL, shared by every node of a cluster: the current snapshot
 * (`xmin:xmax:in-progress xids`) names exactly which transactions have committed, so it changes
 * when any writing transaction, on any node, begins or commits, and stays put while only readers
 * run. A stamp read before the data it keys can only be older than that data, never newer, so a
 * cached answer is never staler than its stamp.
 * @returns e.g. `"7412:7415:7413"`
 * @throws when the server cannot be reached
 */
export async function postgresDataVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ snapshot: string }>`
    select pg_current_snapshot()::text as snapshot
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('pg_current_snapshot 无结果');
  return row.snapshot;
}

/**
 * The data stamp of the response cache for the database's engine (`sqliteDataVersion` or
 * `postgresDataVersion`).
 */
export function dataVersion(db: Kysely<Database>): Promise<string> {
  return engineOf(db) === 'postgres' ? postgresDataVersion(db) : sqliteDataVersion(db);
}

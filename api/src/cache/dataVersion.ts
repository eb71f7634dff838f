import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

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

import { sql, type Kysely } from 'kysely';

/**
 * The content version of the database (`content_version`, `contentVersionMigration`): a number
 * that grows whenever a table the public pages show is written, by any node or operator command.
 * @param db the API database
 * @returns the version, an integer ≥ 0
 * @throws when the database cannot be reached
 */
export async function contentVersion<DB>(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ version: number | string }>`
    select version from content_version where id = 1
  `.execute(db);
  return Number(rows[0]?.version ?? 0);
}

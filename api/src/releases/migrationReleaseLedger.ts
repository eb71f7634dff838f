import type { Kysely, Migration } from 'kysely';

/**
 * The release ledger of a shared deploy target (docs/deployment.md "Releases from any machine",
 * docs/adr/0002-release-ledger.md): object storage has no conditional write everywhere (the local
 * stand-in ignores `If-Match`), so the ledger lives here, one row per deploy target.
 * - `release_ledger`: `name` the target (`s3://bucket/prefix`), `content` the ledger's JSON text
 *   (what `release-ledger.json` holds on a local folder), `updated_at` ISO-8601 UTC of the last
 *   write. Written only under the release lock (`withReleaseLock`).
 */
export const releaseLedgerMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('release_ledger')
      .addColumn('name', 'varchar(300)', (c) => c.primaryKey())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('release_ledger').execute();
  },
};

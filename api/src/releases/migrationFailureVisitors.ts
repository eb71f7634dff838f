import { sql, type Kysely, type Migration } from 'kysely';
import { createRemoteFailureTimeIndexes } from './migrationRemoteFailures';

/**
 * Remote-failure reports counted per visitor (docs/api.md "Remote failure reports"): one row per
 * remote, version and visitor, so one machine posting a thousand times is one row.
 * - `visitor`: a keyed hash of the client (see releases/visitor.ts), never the address itself; rows
 *   written before this migration get `legacy-<id>` (each counts as its own visitor);
 * - `reports`: how many reports that visitor sent for that version;
 * - `reported_at`: the latest of them (ISO-8601 UTC like `created_at`, which stays the first);
 * - a unique index on (remote, version, visitor), and the time indexes move to `reported_at`;
 * - `app_secrets`: server-side secrets created on first use (the key of the visitor hash).
 * SQLite cannot add a column with a non-constant default, so the route writes `reported_at`.
 */
export const failureVisitorsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('remote_load_failures').addColumn('visitor', 'text').execute();
    await db.schema
      .alterTable('remote_load_failures')
      .addColumn('reports', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('remote_load_failures').addColumn('reported_at', 'text').execute();
    await sql`update remote_load_failures set visitor = 'legacy-' || id, reported_at = created_at`.execute(
      db,
    );
    await db.schema.dropIndex('remote_load_failures_remote_time_idx').execute();
    await db.schema.dropIndex('remote_load_failures_time_idx').execute();
    await db.schema
      .createIndex('remote_load_failures_visitor_idx')
      .on('remote_load_failures')
      .columns(['remote', 'version', 'visitor'])
      .unique()
      .execute();
    await db.schema
      .createIndex('remote_load_failures_remote_reported_idx')
      .on('remote_load_failures')
      .columns(['remote', 'reported_at'])
      .execute();
    await db.schema
      .createIndex('remote_load_failures_reported_idx')
      .on('remote_load_failures')
      .column('reported_at')
      .execute();
    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('value', 'varchar(128)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('app_secrets').execute();
    await db.schema.dropIndex('remote_load_failures_reported_idx').execute();
    await db.schema.dropIndex('remote_load_failures_remote_reported_idx').execute();
    await db.schema.dropIndex('remote_load_failures_visitor_idx').execute();
    await createRemoteFailureTimeIndexes(db);
    for (const column of ['reported_at', 'reports', 'visitor']) {
      await db.schema.alterTable('remote_load_failures').dropColumn(column).execute();
    }
  },
};

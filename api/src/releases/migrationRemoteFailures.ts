import { sql, type Kysely, type Migration } from 'kysely';
import { engineOf, serialKey } from '../db/dialect';

/**
 * The failure reports that browsers post to `/api/web/remote-failures` when a remote version does
 * not load (docs/api.md "Remote failure reports"), read by the release scripts before promoting a
 * canary.
 * A log table, so two deliberate departures from db/migrationInitial.ts: an `id` that is never
 * reused (SQLite `AUTOINCREMENT`, a PostgreSQL identity) and `created_at` as ISO-8601 UTC text
 * (`2026-11-22T03:01:00.000Z`, the format of `Date.prototype.toISOString`, so text order is time
 * order). The route writes `created_at` itself; the column default, in each engine's words, covers
 * rows written by hand.
 */
export const remoteFailuresMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const engine = engineOf(db);
    await db.schema
      .createTable('remote_load_failures')
      .addColumn('id', 'integer', serialKey(engine, { neverReuse: true }))
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('fell_back_to', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) =>
        c
          .notNull()
          .defaultTo(
            engine === 'postgres'
              ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
              : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
          ),
      )
      .execute();
    await createRemoteFailureTimeIndexes(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('remote_load_failures').execute();
  },
};

/**
 * The two time indexes of `remote_load_failures` as this migration makes them: by remote and
 * `created_at`, and by `created_at` (the failure-visitors migration moves them to `reported_at`
 * and its `down` puts these back).
 * @param db the database being migrated
 */
export async function createRemoteFailureTimeIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('remote_load_failures_remote_time_idx')
    .on('remote_load_failures')
    .columns(['remote', 'created_at'])
    .execute();
  await db.schema
    .createIndex('remote_load_failures_time_idx')
    .on('remote_load_failures')
    .column('created_at')
    .execute();
}

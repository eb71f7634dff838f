import type { Kysely, Migration } from 'kysely';

/**
 * Load reports of remote versions (docs/api.md "Remote load reports"), aggregated as they arrive:
 * one row per remote, version, minute and visitor (the keyed visitor hash of releases/visitor.ts),
 * holding how many loads, failed loads and page errors that visitor reported in that minute and
 * the sum and maximum of the load durations. Read per version and window by the canary watcher
 * (failure rate among distinct visitors) and per minute by the release page. `minute` is the
 * ISO-8601 UTC start of the minute (`2026-11-24T03:01:00.000Z`, text order is time order), like the
 * log table `remote_load_failures`.
 */
export const remoteLoadsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('remote_load_minutes')
      .addColumn('remote', 'varchar(32)', (c) => c.notNull())
      .addColumn('version', 'varchar(80)', (c) => c.notNull())
      .addColumn('minute', 'varchar(24)', (c) => c.notNull())
      .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
      .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('page_errors', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('duration_ms_sum', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('duration_ms_max', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('remote_load_minutes_pk', ['remote', 'version', 'minute', 'visitor'])
      .execute();
    await db.schema
      .createIndex('remote_load_minutes_remote_minute_idx')
      .on('remote_load_minutes')
      .columns(['remote', 'minute'])
      .execute();
    await db.schema
      .createIndex('remote_load_minutes_minute_idx')
      .on('remote_load_minutes')
      .column('minute')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('remote_load_minutes').execute();
  },
};

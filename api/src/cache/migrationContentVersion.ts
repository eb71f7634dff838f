import { sql, type Kysely, type Migration } from 'kysely';
import { engineOf } from '../db/dialect';

/**
 * The tables the public pages are rendered from (menus, banners, hardware, services, news,
 * notices, support and terms documents, jobs, the site-search index): a write to any of them
 * changes what an anonymous visitor's page shows.
 */
export const CONTENT_TABLES = [
  'menu_items',
  'banners',
  'hardware',
  'services',
  'service_details',
  'service_plans',
  'news',
  'notices',
  'support_docs',
  'terms_docs',
  'jobs',
  'site_pages',
] as const;

/**
 * `content_version`: one row (`id` 1) whose `version` grows at every statement that inserts,
 * updates or deletes rows of `CONTENT_TABLES`, on any node (triggers: per statement on PostgreSQL,
 * where a statement that matches no row counts too; per row on SQLite, which has no statement
 * triggers). Every node's page cache drops
 * its pages when it sees the number move (docs/performance.md "Page cache").
 */
export const contentVersionMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('content_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
    if (engineOf(db) === 'postgres') {
      await sql`
        create function bump_content_version() returns trigger language plpgsql as $$
        begin
          update content_version set version = version + 1 where id = 1;
          return null;
        end $$
      `.execute(db);
      for (const table of CONTENT_TABLES) {
        await sql`
          create trigger ${sql.raw(`${table}_content_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_content_version()
        `.execute(db);
      }
      return;
    }
    for (const table of CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`${table}_content_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update content_version set version = version + 1 where id = 1;
          end
        `.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const postgres = engineOf(db) === 'postgres';
    for (const table of CONTENT_TABLES) {
      const names = postgres
        ? [`${table}_content_version`]
        : ['insert', 'update', 'delete'].map((event) => `${table}_content_${event}`);
      for (const name of names) {
        await sql`drop trigger ${sql.raw(name)}${postgres ? sql` on ${sql.table(table)}` : sql``}`.execute(
          db,
        );
      }
    }
    if (postgres) await sql`drop function bump_content_version()`.execute(db);
    await db.schema.dropTable('content_version').execute();
  },
};

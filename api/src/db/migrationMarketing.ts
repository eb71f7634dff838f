import { engineOf, serialKey } from './dialect';
import type { Kysely, Migration } from 'kysely';

/**
 * The marketing pages' data (docs/api.md): service details and price plans, job openings, partner
 * applications, terms documents and the site-search index of the marketing pages. Portable types
 * only (see db/migrationInitial.ts); list fields are JSON arrays kept in `text` columns; no
 * auto-increment column (plans and jobs carry seed ids, applications a random UUID, pages their
 * path).
 */
export const marketingMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const engine = engineOf(db);
    await db.schema
      .createTable('service_details')
      .addColumn('service_id', 'integer', (c) => c.primaryKey().references('services.id'))
      .addColumn('tagline', 'varchar(128)', (c) => c.notNull())
      .addColumn('description_json', 'text', (c) => c.notNull())
      .addColumn('accuracy_horizontal', 'varchar(64)', (c) => c.notNull())
      .addColumn('accuracy_vertical', 'varchar(64)', (c) => c.notNull())
      .addColumn('convergence', 'varchar(64)', (c) => c.notNull())
      .addColumn('coverage', 'varchar(128)', (c) => c.notNull())
      .addColumn('frames_json', 'text', (c) => c.notNull())
      .addColumn('ntrip_caster', 'varchar(128)', (c) => c.notNull())
      .addColumn('ntrip_ports_json', 'text', (c) => c.notNull())
      .addColumn('ntrip_messages', 'varchar(128)', (c) => c.notNull())
      .addColumn('sdk', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('service_plans')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
      .addColumn('server_type', 'integer', (c) => c.notNull())
      .addColumn('duration_unit', 'integer', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('service_plans_service_idx')
      .on('service_plans')
      .column('service_id')
      .execute();
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('city', 'varchar(16)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('headcount', 'integer', (c) => c.notNull())
      .addColumn('published_at', 'varchar(10)', (c) => c.notNull())
      .addColumn('responsibilities_json', 'text', (c) => c.notNull())
      .addColumn('requirements_json', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('jobs_kind_idx').on('jobs').columns(['kind', 'city']).execute();
    await db.schema
      .createTable('partner_applications')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('company', 'varchar(60)', (c) => c.notNull())
      .addColumn('contact', 'varchar(20)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)')
      .addColumn('cooperation_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('region', 'varchar(40)')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('terms_docs')
      .addColumn('slug', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(10)', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('site_pages')
      .addColumn('path', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('keywords', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const tables = [
      'site_pages',
      'terms_docs',
      'partner_applications',
      'jobs',
      'service_plans',
      'service_details',
    ];
    for (const table of tables) await db.schema.dropTable(table).execute();
  },
};

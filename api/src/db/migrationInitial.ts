import { engineOf, serialKey } from './dialect';
import type { Kysely, Migration } from 'kysely';

/**
 * The first schema: content, users, service orders, tokens, captcha. Migrations are TypeScript
 * modules, no SQL folder to ship; each area keeps its own (db/migrations.ts lists them, its test
 * the naming). Types are the portable subset of SQLite and PostgreSQL: `integer`, `bigint`, `varchar(n)`, `text`, `double precision`.
 * No auto-increment / identity / serial column: see db/types.ts for how rows get their keys.
 */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const engine = engineOf(db);
    await db.schema
      .createTable('menu_items')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('url', 'varchar(255)', (c) => c.notNull())
      .addColumn('tag', 'varchar(16)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('services')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('server_type', 'integer', (c) => c.notNull())
      .addColumn('connect_type', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('banners')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(255)', (c) => c.notNull())
      .addColumn('theme', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('hardware')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('slug', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('news')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('source', 'varchar(64)', (c) => c.notNull())
      .addColumn('published_at', 'varchar(10)', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('news_published_at_idx')
      .on('news')
      .columns(['published_at', 'id'])
      .execute();
    await db.schema
      .createTable('support_docs')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(10)', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(100)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('server_orders')
      .addColumn('order_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('order_type', 'integer', (c) => c.notNull())
      .addColumn('server_type', 'integer', (c) => c.notNull())
      .addColumn('duration_unit', 'integer', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('server_orders_user_status_idx')
      .on('server_orders')
      .columns(['user_id', 'status'])
      .execute();
    await db.schema
      .createTable('auth_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema
      .createTable('captcha_challenges')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('target', 'double precision', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createTable('captcha_tickets')
      .addColumn('ticket', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('randstr', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const tables = [
      'captcha_tickets',
      'captcha_challenges',
      'auth_tokens',
      'server_orders',
      'users',
      'support_docs',
      'news',
      'hardware',
      'banners',
      'services',
      'menu_items',
    ];
    for (const table of tables) await db.schema.dropTable(table).execute();
  },
};

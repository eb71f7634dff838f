import type { Kysely, Migration } from 'kysely';
import { marketingMigration } from './migrationMarketing';
import { remoteFailuresMigration } from './migrationRemoteFailures';
import { failureVisitorsMigration } from './migrationFailureVisitors';
import { captchaTraceMigration } from './migrationCaptchaTrace';
import { addressesMigration } from '../address/migration';
import { authSmsMigration } from './migrationAuthSms';
import { registerMigration } from '../register/migration';
import { identityMigration } from '../identity/migration';
import { oauthLoginMigration } from '../oauth/migration';
import { ordersMigration } from '../orders/migration';
import { supportMigration } from '../support/migration';
import { remoteLoadsMigration } from './migrationRemoteLoads';
import { loginThrottleMigration } from '../auth/migration';

/**
 * The schema, as Kysely migrations kept inline (no migration folder to ship). Types are the portable
 * subset of SQLite and PostgreSQL: `integer`, `bigint`, `varchar(n)`, `text`, `double precision`.
 * No auto-increment / identity / serial column: see db/types.ts for how rows get their keys.
 */
const initial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('menu_items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('url', 'varchar(255)', (c) => c.notNull())
      .addColumn('tag', 'varchar(16)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('services')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('server_type', 'integer', (c) => c.notNull())
      .addColumn('connect_type', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('banners')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(255)', (c) => c.notNull())
      .addColumn('theme', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('hardware')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('news')
      .addColumn('id', 'integer', (c) => c.primaryKey())
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
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(10)', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey())
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

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-01-01-001-initial': initial,
  '2026-02-01-002-marketing': marketingMigration,
  '2026-03-01-003-remote-failures': remoteFailuresMigration,
  '2026-04-01-004-failure-visitors': failureVisitorsMigration,
  '2026-11-23-006-captcha-trace': captchaTraceMigration,
  '2026-11-23-020-address-book': addressesMigration,
  '2026-11-23-030-auth-sms': authSmsMigration,
  '2026-11-24-040-register': registerMigration,
  '2026-11-24-050-identity': identityMigration,
  '2026-11-24-060-oauth-login': oauthLoginMigration,
  '2026-11-24-070-orders': ordersMigration,
  '2026-11-24-080-support': supportMigration,
  '2026-11-24-090-remote-loads': remoteLoadsMigration,
  '2026-11-25-100-login-throttle': loginThrottleMigration,
};

import type { Kysely, Migration } from 'kysely';

/**
 * WeChat and QQ login (docs/api.md "WeChat and QQ login"):
 * - `oauth_states`: one row per authorize request, keyed by the SHA-256 hex of its random `state`;
 *   the platform, where the person goes after login (`redirect`, a site path), the `redirect_uri`
 *   given to the provider (QQ's token call repeats it), the SHA-256 of the browser's nonce cookie
 *   (the state only works in the browser that asked for it), used once before `expires_at`.
 * - `oauth_sandbox_codes`: the codes of the local sandbox provider, as their SHA-256 hex, with the
 *   sandbox user they stand for; used once within 5 minutes, for the `redirect_uri` they went to.
 * - `oauth_bind_tickets`: a first login's proof of the provider account (SHA-256 hex of the
 *   ticket), traded once within 10 minutes for a phone binding.
 * - `user_oauth_links`: which provider account (`platform`, `openid`) logs in to which account; one
 *   account per provider account and one provider account per platform and account (two unique
 *   keys). Instants are epoch milliseconds.
 */
export const oauthLoginMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('oauth_states')
      .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('platform', 'varchar(16)', (c) => c.notNull())
      .addColumn('redirect', 'varchar(512)', (c) => c.notNull())
      .addColumn('redirect_uri', 'varchar(1024)', (c) => c.notNull())
      .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createTable('oauth_sandbox_codes')
      .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('platform', 'varchar(16)', (c) => c.notNull())
      .addColumn('redirect_uri', 'varchar(1024)', (c) => c.notNull())
      .addColumn('openid', 'varchar(128)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createTable('oauth_bind_tickets')
      .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('platform', 'varchar(16)', (c) => c.notNull())
      .addColumn('openid', 'varchar(128)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
      .addColumn('redirect', 'varchar(512)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createTable('user_oauth_links')
      .addColumn('platform', 'varchar(16)', (c) => c.notNull())
      .addColumn('openid', 'varchar(128)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_oauth_links_pk', ['platform', 'openid'])
      .addUniqueConstraint('user_oauth_links_user_uq', ['platform', 'user_id'])
      .execute();
    for (const table of ['oauth_states', 'oauth_sandbox_codes', 'oauth_bind_tickets']) {
      await db.schema.createIndex(`${table}_expiry_idx`).on(table).column('expires_at').execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'user_oauth_links',
      'oauth_bind_tickets',
      'oauth_sandbox_codes',
      'oauth_states',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

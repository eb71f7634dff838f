import { engineOf, serialKey } from '../db/dialect';
import type { Kysely, Migration } from 'kysely';

/**
 * SMS codes, account lockout and the auth audit (docs/api.md "SMS codes", "Account lockout",
 * "Auth audit"):
 * - `sms_codes`: one row per SMS sent, keyed by a random id. `code_hash` is an HMAC-SHA256 of the
 *   code under a server key (`app_secrets`), never the code; null for a notice that carried no
 *   code. `purpose` scopes a code (`login`, `register`, …): a login code never registers. Instants
 *   are epoch milliseconds; the rows of the last 24 hours are the per-phone send limits.
 * - `login_lockouts`: consecutive wrong passwords per account and the end of its lock.
 * - `auth_events`: the audit log. A log table like `remote_load_failures`: an auto-increment `id`
 *   (a PostgreSQL port swaps it for an identity column); `at` epoch milliseconds. The phone is
 *   stored masked (`138****0000`) plus a keyed hash (to filter by phone), the client address only
 *   as a keyed hash; never a password, code or token.
 */
export const authSmsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const engine = engineOf(db);
    await db.schema
      .createTable('sms_codes')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('sms_codes_phone_time_idx')
      .on('sms_codes')
      .columns(['phone', 'created_at'])
      .execute();
    await db.schema
      .createIndex('sms_codes_time_idx')
      .on('sms_codes')
      .column('created_at')
      .execute();
    await createLoginLockoutsTable(db);
    await db.schema
      .createTable('auth_events')
      .addColumn('id', 'integer', serialKey(engine, { neverReuse: true }))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'varchar(24)', (c) => c.notNull())
      .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
      .addColumn('detail', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('phone_masked', 'varchar(20)')
      .addColumn('phone_hash', 'varchar(64)')
      .addColumn('address_hash', 'varchar(64)')
      .execute();
    await db.schema.createIndex('auth_events_at_idx').on('auth_events').column('at').execute();
    await db.schema
      .createIndex('auth_events_phone_idx')
      .on('auth_events')
      .columns(['phone_hash', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['auth_events', 'login_lockouts', 'sms_codes']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/**
 * The `login_lockouts` table as this migration makes it (consecutive wrong passwords per account
 * and the end of its lock); the login-throttle migration drops it and its `down` makes it again.
 * @param db the database being migrated
 */
export async function createLoginLockoutsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_lockouts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .execute();
}

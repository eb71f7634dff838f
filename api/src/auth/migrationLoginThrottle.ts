import type { Kysely, Migration } from 'kysely';
import { createLoginLockoutsTable } from './migrationAuthSms';

/**
 * Login throttling per phone and address (docs/api.md "Account lockout"), replacing the account-wide
 * lock (`login_lockouts`, dropped: one address could lock the owner out everywhere):
 * - `login_throttle`: one row per (phone, address) and one per address for all phones
 *   (`phone_key` `*`), both keys as keyed hashes (HMAC-SHA256 under the audit's server keys, never
 *   the phone or address in clear); `failures` since `first_failure_at` (epoch ms), the earliest
 *   next attempt `next_attempt_at` (progressive delay) and `locked_until` (epoch ms or null).
 */
export const loginThrottleMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_throttle')
      .addColumn('phone_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('address_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_failure_at', 'bigint', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .addPrimaryKeyConstraint('login_throttle_pk', ['phone_key', 'address_key'])
      .execute();
    await db.schema
      .createIndex('login_throttle_time_idx')
      .on('login_throttle')
      .column('first_failure_at')
      .execute();
    await db.schema.dropTable('login_lockouts').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await createLoginLockoutsTable(db);
    await db.schema.dropTable('login_throttle').execute();
  },
};

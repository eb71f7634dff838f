import type { Kysely, Migration } from 'kysely';

/**
 * Registration and password reset (docs/api.md "Registration and password reset"):
 * - `sms_tickets`: the proof that a phone received its code (`verifySmsCode`), kept only as the
 *   SHA-256 hex of the ticket, scoped to a phone and a purpose (`register`, `reset`), used once
 *   before `expires_at` (epoch ms).
 * - `users.terms_agreed_at`: when the person agreed to the terms of use and the privacy policy
 *   (epoch ms; null for accounts made before consent was recorded, such as the demo account).
 */
export const registerMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sms_tickets')
      .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('sms_tickets_expiry_idx')
      .on('sms_tickets')
      .column('expires_at')
      .execute();
    await db.schema.alterTable('users').addColumn('terms_agreed_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('terms_agreed_at').execute();
    await db.schema.dropTable('sms_tickets').execute();
  },
};

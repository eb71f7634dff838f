import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The built-in slider measures time itself and tickets are stored hashed (docs/api.md "Captcha"):
 * - `captcha_challenges.created_at` (epoch ms): when the challenge was issued; rows from before
 *   get `expires_at` − 120 s (their issue time, the lifetime being 120 s);
 * - `captcha_tickets.ticket` holds the SHA-256 hex of the ticket from now on: the tickets stored in
 *   clear before (valid 2 minutes at most) are deleted.
 */
export const captchaTraceMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('captcha_challenges')
      .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update captcha_challenges set created_at = expires_at - 120000`.execute(db);
    await sql`delete from captcha_tickets`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('captcha_challenges').dropColumn('created_at').execute();
  },
};

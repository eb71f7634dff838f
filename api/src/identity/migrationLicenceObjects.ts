import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Business-licence images move to the uploads store (docs/deployment.md "Object storage"), beside
 * problem reports' attachments, instead of a `blob` / `bytea` in the row:
 * - `identity_verifications.licence_key`: the object's key, `licences/<uuid>/licence.<png|jpg>`,
 *   chosen by the server; null when the submission has no licence, when a newer submission
 *   dropped it, or for rows stored before this migration.
 * - `licence_size`: the image's size in bytes, kept in the row so the operator's list needs no
 *   read of the store; backfilled with `length(licence_image)` for rows that still hold their
 *   image (a `blob`'s length is its bytes on SQLite, a `bytea`'s on PostgreSQL).
 * `licence_image` stays for those older rows (read when `licence_key` is null); new rows leave it
 * null.
 */
export const licenceObjectsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const table = db.schema.alterTable('identity_verifications');
    await table.addColumn('licence_key', 'varchar(200)').execute();
    await table.addColumn('licence_size', 'integer').execute();
    await sql`update identity_verifications
      set licence_size = length(licence_image)
      where licence_image is not null`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const column of ['licence_size', 'licence_key']) {
      await db.schema.alterTable('identity_verifications').dropColumn(column).execute();
    }
  },
};

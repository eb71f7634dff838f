import { engineOf, serialKey } from '../db/dialect';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Identity verification (docs/api.md "Identity verification"): `identity_verifications`, one row
 * per submission, the newest of a user being their state. Keys are random 9-digit ids chosen by
 * the API (db/types.ts: no auto-increment). A personal ID number is kept only masked and as a
 * keyed hash; the business licence image is a `blob` in the row (`bytea` on PostgreSQL), never a
 * file under a served folder. A partial unique index lets a user have at most one pending or
 * approved submission, so two concurrent submissions cannot both be stored.
 */
export const identityMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const engine = engineOf(db);
    await db.schema
      .createTable('identity_verifications')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('number_masked', 'varchar(18)', (c) => c.notNull())
      .addColumn('id_number_hash', 'varchar(64)')
      .addColumn('credit_code', 'varchar(18)')
      .addColumn('licence_type', 'varchar(16)')
      .addColumn('licence_image', engine === 'postgres' ? 'bytea' : 'blob')
      .addColumn('submitted_at', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at', 'bigint')
      .addColumn('reviewed_by', 'varchar(16)')
      .addColumn('reject_reason', 'varchar(200)')
      .execute();
    await db.schema
      .createIndex('identity_verifications_user_idx')
      .on('identity_verifications')
      .columns(['user_id', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('identity_verifications_status_idx')
      .on('identity_verifications')
      .columns(['status', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('identity_verifications_one_live_idx')
      .on('identity_verifications')
      .column('user_id')
      .unique()
      .where(sql.ref('status'), 'in', sql`('pending', 'approved')`)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('identity_verifications').execute();
  },
};

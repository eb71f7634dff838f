import { engineOf, serialKey } from '../db/dialect';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The address book (docs/api.md "Address book"): `user_addresses`, one row per delivery address.
 * Keys are random 9-digit ids chosen by the API (db/types.ts: no auto-increment); region codes are
 * 6-digit GB/T 2260 codes stored with the names they had when the address was saved; `is_default`
 * 0/1, and a partial unique index lets no user have two defaults (portable to PostgreSQL).
 */
export const addressBookMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const engine = engineOf(db);
    await db.schema
      .createTable('user_addresses')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('recipient', 'varchar(20)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
      .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('province_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('city_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('district_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('district_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('detail', 'varchar(120)', (c) => c.notNull())
      .addColumn('postcode', 'varchar(6)')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('user_addresses_user_idx')
      .on('user_addresses')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('user_addresses_one_default_idx')
      .on('user_addresses')
      .column('user_id')
      .unique()
      .where(sql.ref('is_default'), '=', 1)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('user_addresses').execute();
  },
};

import { Migrator, type Kysely } from 'kysely';
import type { Database } from './types';
import { migrations } from './migrations';

/**
 * Brings the schema up to date with Kysely's Migrator over the inline migrations (db/migrations.ts).
 * @throws the migration error when one fails (the database is left at the last good migration)
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

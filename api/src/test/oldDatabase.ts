import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from '../db/migrations';
import type { Database } from '../db/types';
import { tempDir } from './harness';

/**
 * Runs `work` on a new SQLite database migrated up to and including `migration`: a database
 * deployed before the later migrations, for testing what they do to its rows. Afterwards closes
 * it and removes its temporary folder, whether `work` passed or threw.
 * @param migration the key of the last migration to apply (db/migrations.ts)
 * @param work the test's steps on that database (it may migrate further, e.g. `migrateToLatest`)
 * @throws Error when migrating to `migration` fails; whatever `work` throws
 */
export async function withDatabaseMigratedTo(
  migration: string,
  work: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const dir = tempDir();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite')) }),
  });
  try {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const { error } = await migrator.migrateTo(migration);
    if (error) throw error instanceof Error ? error : new Error(String(error));
    await work(db);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

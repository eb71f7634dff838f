import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types';
import { migrateToLatest } from './migrate';
import { demoDataEnabled } from './demoData';
import { seedDatabase } from './seed';

/**
 * Opens (creating the directory and file when missing) the SQLite database of the API, migrates it
 * to the latest schema and seeds the site's content (and the demo account when demo data is on) on
 * first start. Idempotent: opening the same file
 * again adds no content rows. The page search index (`site_pages`) is the API's to fill from the
 * deploy folder (`apiPlugin` option `deployDir`, docs/api.md "Site search").
 * @param file path of the SQLite file
 * @param options `demoData`: seed the demo account and its orders (default: `demoDataEnabled`
 *   of the process environment — on locally, off under `NODE_ENV=production` unless
 *   `XH_DEMO_DATA=1`)
 * @returns a Kysely instance; call `db.destroy()` to close the file
 * @throws when the file cannot be created or a migration fails
 */
export async function openDatabase(
  file: string,
  options: { demoData?: boolean } = {},
): Promise<Kysely<Database>> {
  const demoData = options.demoData ?? demoDataEnabled(process.env);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
    await seedDatabase(db, { demoData });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

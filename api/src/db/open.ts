import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types';
import { migrateToLatest } from './migrate';
import { demoDataEnabled } from './demoData';
import { seedDatabase } from './seed';
import { isPostgresUrl, postgresDialect } from './postgres';
import { syncIdentitySequences, withSchemaLock } from './dialect';

/**
 * Opens the API's database, migrates it to the latest schema and seeds the site's content (and
 * the demo account when demo data is on) on first start. Idempotent: opening the same database
 * again adds no content rows; two processes opening one PostgreSQL database at once migrate and
 * seed it once (`withSchemaLock`). The page search index (`site_pages`) is the API's to fill from
 * the deploy folder (`apiPlugin` option `deployDir`, docs/api.md "Site search").
 * @param location where the data lives: a SQLite file path (its folder and file are made when
 *   missing; WAL, foreign keys on, 5 s busy timeout) or a `postgres://` / `postgresql://` URL
 *   (docs/deployment.md "PostgreSQL")
 * @param options `demoData`: seed the demo account and its orders (default: `demoDataEnabled`
 *   of the process environment — on locally, off under `NODE_ENV=production` unless
 *   `XH_DEMO_DATA=1`)
 * @returns a Kysely instance; call `db.destroy()` to close the file or the connection pool
 * @throws when the file cannot be created, the server cannot be reached, or a migration fails
 */
export async function openDatabase(
  location: string,
  options: { demoData?: boolean } = {},
): Promise<Kysely<Database>> {
  const demoData = options.demoData ?? demoDataEnabled(process.env);
  const db = new Kysely<Database>({
    dialect: isPostgresUrl(location) ? postgresDialect(location) : sqliteDialect(location),
  });
  try {
    await withSchemaLock(db, async () => {
      await migrateToLatest(db);
      await seedDatabase(db, { demoData });
      await syncIdentitySequences(db);
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** SQLite on one file: WAL so readers never wait for the writer, foreign keys enforced. */
function sqliteDialect(file: string): SqliteDialect {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
}

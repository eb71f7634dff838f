import { Kysely } from 'kysely';
import type { Database } from './types';
import { migrateToLatest } from './migrate';
import { demoDataEnabled } from './demoData';
import { seedDatabase } from './seed';
import { isPostgresUrl, postgresDialect, withPostgresSchemaLock } from './postgres';
import { sqliteDialect, withSqliteSchemaLock } from './sqlite';
import { syncIdentitySequences } from './dialect';
import { describeDatabase } from './location';

/**
 * Opens the API's database, migrates it to the latest schema and seeds the site's content (and
 * the demo account when demo data is on) on first start. Idempotent: opening the same database
 * again adds no content rows; processes opening one database at once migrate and seed it one
 * after another (`withPostgresSchemaLock`, `withSqliteSchemaLock`). The page search index (`site_pages`) is the API's to fill from
 * the deploy folder (`apiPlugin` option `deployDir`, docs/api.md "Site search").
 * @param location where the data lives: a SQLite file path (its folder and file are made when
 *   missing; `sqliteDialect`) or a `postgres://` / `postgresql://` URL
 *   (docs/deployment.md "PostgreSQL")
 * @param options `demoData`: seed the demo account and its orders (default: `demoDataEnabled`
 *   of the process environment — on locally, off under `NODE_ENV=production` unless
 *   `XH_DEMO_DATA=1`)
 * @returns a Kysely instance; call `db.destroy()` to close the file or the connection pool
 * @throws when the file cannot be created or a migration fails; for PostgreSQL an Error naming
 *   `DATABASE_URL` and the server (never the password) when it cannot be reached (5 s) or refuses
 */
export async function openDatabase(
  location: string,
  options: { demoData?: boolean } = {},
): Promise<Kysely<Database>> {
  const demoData = options.demoData ?? demoDataEnabled(process.env);
  const postgres = isPostgresUrl(location);
  const db = new Kysely<Database>({
    dialect: postgres ? postgresDialect(location) : sqliteDialect(location),
  });
  const prepare = async () => {
    await migrateToLatest(db);
    await seedDatabase(db, { demoData });
    await syncIdentitySequences(db);
  };
  try {
    await (postgres
      ? withPostgresSchemaLock(db, prepare)
      : withSqliteSchemaLock(location, prepare));
  } catch (error) {
    await db.destroy();
    if (!postgres) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`无法打开 DATABASE_URL 指向的数据库 ${describeDatabase(location)}：${reason}`, {
      cause: error,
    });
  }
  return db;
}

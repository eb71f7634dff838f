import path from 'node:path';
import pg from 'pg';

/**
 * The engine the API test project runs on: `postgres` in the `api-pg` jest project (its setup
 * file sets `XH_TEST_ENGINE`), SQLite otherwise.
 */
export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.XH_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** Prefix of the databases the tests make (tools/jest/postgresSetup.ts drops old ones). */
const TEST_DATABASE_PREFIX = 'xh_test_';

let made = 0;

/**
 * A new, empty-of-requests database for one test API: on SQLite a file `api.sqlite` in `dir`; on
 * PostgreSQL a new database copied from the template `XH_TEST_PG_TEMPLATE` on the cluster that
 * `XH_TEST_PG_URL` names (tools/jest/postgresSetup.ts makes both), so each test API starts from
 * the same migrated and seeded state on either engine.
 * @param dir the test's temporary folder (SQLite only)
 * @param options `empty`: on PostgreSQL a database with no tables yet instead of a copy of the
 *   template (to test migrating a new database; a SQLite path names no file yet either way)
 * @returns the database location `openDatabase` takes: a file path or a `postgres://` URL
 * @throws when the two variables are missing under PostgreSQL, or the database cannot be made
 */
export async function freshTestDatabase(
  dir: string,
  options: { empty?: boolean } = {},
): Promise<string> {
  if (testEngine() === 'sqlite') return path.join(dir, 'api.sqlite');
  const adminUrl = process.env.XH_TEST_PG_URL;
  const template = process.env.XH_TEST_PG_TEMPLATE;
  if (!adminUrl || !template) {
    throw new Error(
      'XH_TEST_PG_URL / XH_TEST_PG_TEMPLATE are not set: run the api-pg jest project',
    );
  }
  made += 1;
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${made}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty ? `create database ${name}` : `create database ${name} template ${template}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

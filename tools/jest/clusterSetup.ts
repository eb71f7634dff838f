import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../src/engines/postgres';
import { startThrowawayRedis, type ThrowawayRedis } from '../src/engines/redis';
import { startThrowawayS3, type ThrowawayS3 } from '../src/engines/s3';
import { freePort } from '../src/cluster/ports';
import { openDatabase } from '@xingheng/api';

/** The template every test database is copied from (migrated, content seeded, no demo data). */
const TEST_TEMPLATE_DATABASE = 'xh_test_template';

/** Prefix of the databases the tests make, so a run can drop what an earlier one left. */
const TEST_DATABASE_PREFIX = 'xh_test_';

declare global {
  // jest hands globals from globalSetup to globalTeardown
  var xhThrowawayPostgres: ThrowawayPostgres | undefined;
  var xhThrowawayRedis: ThrowawayRedis | undefined;
  var xhThrowawayS3: ThrowawayS3 | undefined;
}

/**
 * Global setup of the `api-pg` and `ops-cluster` jest projects: the PostgreSQL cluster the API
 * tests run on — `XH_TEST_PG_URL` when set (a server of the developer's: the role needs
 * CREATEDB), else a throwaway cluster on a free loopback port (tools/src/engines/postgres.ts) — with the template
 * database every test copies (api/src/test/database.ts `freshTestDatabase`), made by the API's own
 * migrations and seed; and the Redis that `*.cluster.test.ts` share between two API nodes
 * (`XH_TEST_REDIS_URL` when set, else a throwaway one, tools/src/engines/redis.ts). Sets
 * `XH_TEST_PG_URL`, `XH_TEST_PG_TEMPLATE` and `XH_TEST_REDIS_URL` for the test workers; and the
 * object storage stand-in with the bucket `xh-test-uploads` (tools/src/engines/s3.ts, always
 * throwaway) at `XH_TEST_S3_ENDPOINT`.
 */
export default async function clusterSetup(): Promise<void> {
  globalThis.xhThrowawayS3 = await startThrowawayS3({ port: 0, buckets: ['xh-test-uploads'] });
  process.env.XH_TEST_S3_ENDPOINT = globalThis.xhThrowawayS3.endpoint;
  if (!process.env.XH_TEST_REDIS_URL) {
    globalThis.xhThrowawayRedis = await startThrowawayRedis({ port: await freePort() });
    process.env.XH_TEST_REDIS_URL = globalThis.xhThrowawayRedis.url;
  }
  if (!process.env.XH_TEST_PG_URL) {
    globalThis.xhThrowawayPostgres = startThrowawayPostgres({ port: await freePort() });
    process.env.XH_TEST_PG_URL = globalThis.xhThrowawayPostgres.url;
  }
  const adminUrl = process.env.XH_TEST_PG_URL;
  process.env.XH_TEST_PG_TEMPLATE = TEST_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DATABASE_PREFIX.replaceAll('_', '\\_')}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database "${datname}"`);
    await admin.query(`create database ${TEST_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEST_TEMPLATE_DATABASE}`;
  const db = await openDatabase(url.toString(), { demoData: false });
  await db.destroy();
}

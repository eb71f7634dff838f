import pg from 'pg';
import { openDeployTarget, type OpenedDeployTarget } from './openTarget';

/**
 * Test helpers of the `ops-cluster` jest project (tools/jest/clusterSetup.ts starts the engines):
 * a shared deploy target of its own per test, on the object storage stand-in and PostgreSQL.
 */

/** Prefix of the databases the tests make: clusterSetup drops what an earlier run left. */
const TEST_DATABASE_PREFIX = 'xh_test_';

let made = 0;

/** A name unique to this process and call, lowercase (bucket and database names). */
function uniqueName(): string {
  made += 1;
  return `${process.pid}-${made}-${Date.now().toString(36)}`;
}

/**
 * The environment of a release machine for a new shared target: a new empty bucket on the stand-in
 * (`XH_TEST_S3_ENDPOINT`) in `DEPLOY_URL` under the prefix `site`, a new database copied from the
 * migrated template (`XH_TEST_PG_URL`, `XH_TEST_PG_TEMPLATE`) in `DATABASE_URL`, and the AWS
 * variables of the stand-in. Pass it to `openDeployTarget` or to a child process.
 * @returns the variables (only those; merge with `process.env` for a child)
 * @throws when the cluster's variables are missing (run the `ops-cluster` jest project)
 */
export async function sharedTargetEnv(): Promise<NodeJS.ProcessEnv> {
  const endpoint = process.env.XH_TEST_S3_ENDPOINT;
  const adminUrl = process.env.XH_TEST_PG_URL;
  const template = process.env.XH_TEST_PG_TEMPLATE;
  if (!endpoint || !adminUrl || !template) {
    throw new Error(
      'XH_TEST_S3_ENDPOINT / XH_TEST_PG_URL / XH_TEST_PG_TEMPLATE are not set: run the ops-cluster jest project',
    );
  }
  const name = uniqueName();
  const bucket = `xh-deploy-${name}`;
  const env: NodeJS.ProcessEnv = {
    DEPLOY_URL: `s3://${bucket}/site`,
    AWS_ENDPOINT_URL: endpoint,
    AWS_S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    await client.send(new sdk.CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  const database = `${TEST_DATABASE_PREFIX}${name.replaceAll('-', '_')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${database} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return { ...env, DATABASE_URL: url.toString() };
}

/**
 * A new shared target (`sharedTargetEnv`), opened.
 * @returns the opened target and its environment
 */
export async function openSharedTestTarget(): Promise<{
  opened: OpenedDeployTarget;
  env: NodeJS.ProcessEnv;
}> {
  const env = await sharedTargetEnv();
  return { opened: await openDeployTarget(env.DEPLOY_URL ?? '', env), env };
}

/**
 * A client of the stand-in, for a test to look at the stored objects themselves.
 * @returns the SDK and a client (call `client.destroy()`)
 */
export async function standInClient() {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: process.env.XH_TEST_S3_ENDPOINT ?? '',
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return { sdk, client };
}

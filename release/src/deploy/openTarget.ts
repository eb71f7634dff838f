import type { Kysely } from 'kysely';
import {
  databaseLocationFromEnv,
  openDatabase,
  parseS3Url,
  readReleaseLedger,
  s3ConfigFromEnv,
  withReleaseLock,
  writeReleaseLedger,
  type Database,
} from '@xingheng/api';
import {
  DeployLocationError,
  localDeployDir,
  localFolderTarget,
  type DeployTarget,
} from './deployTarget';
import { s3DeployTarget, type LedgerStore } from './s3Target';
import { databaseTargetNodes } from './servingNodes';

/** A deploy target opened by `openDeployTarget`, with what it holds open. */
export interface OpenedDeployTarget {
  target: DeployTarget;
  /** Closes the database pool and the bucket's connections (nothing for a local folder). */
  close(): Promise<void>;
}

/** How long opening waits for the bucket to answer a connection, ms. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The ledger and release lock of one shared target in the API's database (`release_ledger`, a
 * PostgreSQL advisory lock: `withReleaseLock`).
 * @param db the API database (PostgreSQL), opened and migrated (`openDatabase`)
 * @param name the target's row and lock, e.g. `s3://xingheng-deploy/site`
 */
export function databaseLedgerStore(db: Kysely<Database>, name: string): LedgerStore {
  return {
    read: () => readReleaseLedger(db, name),
    write: (content) => writeReleaseLedger(db, name, content),
    withLock: (fn) => withReleaseLock(db, name, fn),
  };
}

/**
 * The access key of `env` when it has one (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`,
 * `AWS_SESSION_TOKEN`): the environment given wins over the process's; without one the SDK looks
 * itself (the process's variables, `~/.aws`, an instance role).
 */
function credentialsFromEnv(env: NodeJS.ProcessEnv) {
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) return {};
  const sessionToken = env.AWS_SESSION_TOKEN?.trim();
  return { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } };
}

/** The reason of an SDK failure, for a message: its status and name or its message. */
function s3Reason(error: unknown): string {
  const failure = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = failure.$metadata?.httpStatusCode;
  if (status === 404) return '存储桶不存在（404）';
  if (status === 403 || status === 401) return `无权访问（${status}，检查 AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY）`;
  const text = failure.message && failure.message !== 'UnknownError' ? failure.message : failure.name;
  return status ? `${text ?? '未知错误'}（${status}）` : (text ?? String(error));
}

/**
 * Opens where releases go (docs/deployment.md "Releases from any machine"): `s3://bucket/prefix`
 * is the bucket (`s3DeployTarget`, client from the AWS variables: `s3ConfigFromEnv`) with its
 * ledger and release lock in the PostgreSQL database of `DATABASE_URL` (migrated on open), checked
 * with HeadBucket before anything else happens; anything else is a local folder
 * (`localFolderTarget`), a URL of another kind refused.
 * @param location `--deploy-dir`, `DEPLOY_URL` or `DEPLOY_DIR` as given
 * @param env the process environment (`DATABASE_URL`, `AWS_*`)
 * @returns `{ target, close }`: call `close()` when done (it ends the database pool)
 * @throws DeployLocationError (Chinese) for a malformed `s3://` URL, a missing or non-PostgreSQL
 *   `DATABASE_URL` beside it; UnsupportedDeployLocationError for another URL; Error (Chinese)
 *   naming `DATABASE_URL` when the database cannot be opened, naming `DEPLOY_URL` when the bucket
 *   cannot be reached
 */
export async function openDeployTarget(
  location: string,
  env: NodeJS.ProcessEnv,
): Promise<OpenedDeployTarget> {
  if (!/^s3:\/\//i.test(location.trim())) {
    return { target: localFolderTarget(localDeployDir(location)), close: async () => undefined };
  }
  let bucket: string;
  let prefix: string;
  let database: string;
  try {
    ({ bucket, prefix } = parseS3Url(location, 'DEPLOY_URL'));
    if (!env.DATABASE_URL?.trim()) {
      throw new Error(
        `DEPLOY_URL=${location} 需要 DATABASE_URL 指向 PostgreSQL 数据库：发布台账与发布锁存于其中，` +
          '各台发布机共用（见 docs/deployment.md）',
      );
    }
    database = databaseLocationFromEnv(env, '');
  } catch (error) {
    throw new DeployLocationError(error instanceof Error ? error.message : String(error));
  }
  const name = `s3://${bucket}/${prefix}`;
  const db = await openDatabase(database, { demoData: false });
  const target = s3DeployTarget({
    client: {
      ...s3ConfigFromEnv(env),
      ...credentialsFromEnv(env),
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
    },
    bucket,
    prefix,
    ledger: databaseLedgerStore(db, name),
    nodes: databaseTargetNodes(db, database, name),
  });
  const close = async () => {
    target.destroy();
    await db.destroy();
  };
  try {
    await target.checkBucket();
  } catch (error) {
    await close();
    const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || 'AWS S3';
    throw new Error(
      `无法访问 DEPLOY_URL 的存储桶 ${bucket}（${endpoint}）：${s3Reason(error)}；` +
        '检查 DEPLOY_URL、AWS_ENDPOINT_URL 与访问密钥',
      { cause: error },
    );
  }
  return { target, close };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/** The AWS SDK, loaded on the first use of a bucket: only a node with `UPLOADS_URL` pays for it. */
function loadS3Sdk() {
  return import('@aws-sdk/client-s3');
}

/**
 * Where uploaded files live (docs/deployment.md "Object storage"): a folder on one machine, or an
 * S3-compatible bucket every node reads. Keys are `/`-separated, chosen by the server (never a
 * client's file name), e.g. `BR20261124-7K3Q9D/1.png`.
 */
export interface ObjectStore {
  /** The folder, or `s3://bucket/prefix`, for logs and operator output. */
  readonly location: string;
  /**
   * Writes a new object.
   * @throws ObjectExistsError when `key` is taken (another report's file), any other failure as is
   */
  putNew(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or `undefined` when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes every object under `prefix/` (nothing when there is none). */
  removePrefix(prefix: string): Promise<void>;
  /** Where an operator finds one object: a file path or an `s3://` URL. */
  locate(key: string): string;
}

/** `putNew` on a key that is taken. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`对象已存在：${key}`);
    this.name = 'ObjectExistsError';
  }
}

/**
 * The absolute path of a key under `dir`, refusing a key that would leave it (keys are the
 * server's own; this is a second lock on the door).
 * @throws Error for a key outside `dir`
 */
export function fileOfKey(dir: string, key: string): string {
  const root = path.resolve(dir);
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error('附件路径不在附件目录内');
  return file;
}

/**
 * Objects as files under one folder (`npm start`'s default, one machine): folders `0700`, files
 * `0600`, written with `wx` so a taken key is an `ObjectExistsError`.
 * @param dir the folder (made on the first write)
 */
export function localObjectStore(dir: string): ObjectStore {
  return {
    location: path.resolve(dir),
    async putNew(key, bytes) {
      const file = fileOfKey(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      try {
        await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'EEXIST') throw new ObjectExistsError(key);
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOfKey(dir, key));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async removePrefix(prefix) {
      await fs.rm(fileOfKey(dir, prefix), { recursive: true, force: true });
    },
    locate: (key) => fileOfKey(dir, key),
  };
}

/**
 * Objects in an S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO), private: written
 * with `If-None-Match: *` so a taken key is an `ObjectExistsError` where the service honours it
 * (a stand-in that ignores it overwrites; the database's unique ticket numbers still keep two
 * reports apart). The SDK and the client are made on the first call.
 * @param options `client`: the S3 client's settings (`s3ConfigFromEnv`), `bucket`, `prefix` (no
 *   leading or trailing `/`)
 */
export function s3ObjectStore(options: {
  client: S3ClientConfig;
  bucket: string;
  prefix: string;
}): ObjectStore {
  const { bucket } = options;
  const full = (key: string) => (options.prefix ? `${options.prefix}/${key}` : key);
  let ready: Promise<{ sdk: Awaited<ReturnType<typeof loadS3Sdk>>; client: S3Client }> | undefined;
  const connect = () =>
    (ready ??= loadS3Sdk().then((sdk) => ({ sdk, client: new sdk.S3Client(options.client) })));
  return {
    location: `s3://${bucket}/${options.prefix}`,
    async putNew(key, bytes, contentType) {
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: full(key),
            Body: bytes,
            ContentType: contentType,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
        if (status?.httpStatusCode === 412) throw new ObjectExistsError(key);
        throw error;
      }
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: full(key) }),
        );
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as { name?: unknown }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async removePrefix(prefix) {
      const { sdk, client } = await connect();
      const listed = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `${full(prefix)}/` }),
      );
      const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length === 0) return;
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },
    locate: (key) => `s3://${bucket}/${full(key)}`,
  };
}

/**
 * The S3 client's settings from the standard AWS variables (`AWS_ACCESS_KEY_ID`,
 * `AWS_SECRET_ACCESS_KEY`, read by the SDK itself; `AWS_REGION`, default `us-east-1`) plus the
 * endpoint of a non-AWS service: `AWS_ENDPOINT_URL_S3` or `AWS_ENDPOINT_URL` (e.g.
 * `https://oss-cn-hangzhou.aliyuncs.com`, `https://cos.ap-shanghai.myqcloud.com`,
 * `http://127.0.0.1:9000` for MinIO), and `AWS_S3_FORCE_PATH_STYLE=true` for services that need
 * path-style URLs (MinIO, the local stand-in; not OSS).
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3ClientConfig {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  return {
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: env.AWS_S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * Reads an `s3://bucket/prefix` URL.
 * @param setting the variable's name, for the message
 * @returns `{ bucket, prefix }` (prefix without leading or trailing `/`, may be empty)
 * @throws Error naming `setting` when the value is not such a URL
 */
export function parseS3Url(value: string, setting: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(value.trim());
  if (!match) {
    throw new Error(
      `${setting} 无效：应为 s3://存储桶/前缀（存储桶名为 3–63 位小写字母、数字、点或连字符）`,
    );
  }
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/**
 * The store of uploaded files from the environment: `UPLOADS_URL=s3://bucket/prefix` (with the
 * client settings of `s3ConfigFromEnv`), else the folder `localDir`.
 * @throws Error naming `UPLOADS_URL` when it is malformed
 */
export function uploadsStoreFromEnv(env: NodeJS.ProcessEnv, localDir: string): ObjectStore {
  const url = env.UPLOADS_URL?.trim();
  if (!url) return localObjectStore(localDir);
  const { bucket, prefix } = parseS3Url(url, 'UPLOADS_URL');
  return s3ObjectStore({ client: s3ConfigFromEnv(env), bucket, prefix });
}

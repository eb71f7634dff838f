import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/** The AWS SDK, loaded on the first use of a bucket: only a release to `s3://` pays for it. */
function loadS3Sdk() {
  return import('@aws-sdk/client-s3');
}

/** True for the SDK's "no such object" (`NoSuchKey` of GetObject, `NotFound` of HeadObject). */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}

/** The headers a PutObject sets. */
export interface PutHeaders {
  ContentType: string;
  CacheControl?: string;
}

/** The few object operations a deploy target needs, on one bucket (`s3Bucket`). */
export interface S3Bucket {
  /** An object's bytes, `undefined` when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** An object's UTF-8 text, `undefined` when there is none. */
  getText(key: string): Promise<string | undefined>;
  /** Whether an object is there (HeadObject). */
  exists(key: string): Promise<boolean>;
  /** Every key under `prefix/` (paged through), in the service's order. */
  list(prefix: string): Promise<string[]>;
  /** The "folders" right below `prefix/` (`Delimiter: /`), each ending in `/`. */
  listFolders(prefix: string): Promise<string[]>;
  /** Writes an object whole. */
  put(key: string, body: Uint8Array | string, headers: PutHeaders): Promise<void>;
  /** Removes one object (nothing when it is not there). */
  remove(key: string): Promise<void>;
  /** Removes every object under `prefix/`, 1000 per request. */
  removeUnder(prefix: string): Promise<void>;
  /** HeadBucket: resolves when the bucket is there and ours to read. */
  check(): Promise<void>;
  /** Closes the client's connections. */
  destroy(): void;
}

/**
 * One bucket of an S3-compatible service through `@aws-sdk/client-s3`, the SDK and the client made
 * on the first call.
 * @param options `client`: the client's settings (`s3ConfigFromEnv`), `bucket`
 * @returns the operations; each rejects with the SDK's error (a missing object is `undefined` or
 *   `false` instead)
 */
export function s3Bucket(options: { client: S3ClientConfig; bucket: string }): S3Bucket {
  const Bucket = options.bucket;
  let ready: Promise<{ sdk: Awaited<ReturnType<typeof loadS3Sdk>>; client: S3Client }> | undefined;
  let made: S3Client | undefined;
  const connect = () =>
    (ready ??= loadS3Sdk().then((sdk) => {
      made = new sdk.S3Client(options.client);
      return { sdk, client: made };
    }));
  const listing = async (prefix: string, folders: boolean): Promise<string[]> => {
    const { sdk, client } = await connect();
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket,
          Prefix: `${prefix}/`,
          ...(folders ? { Delimiter: '/' } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      const items = folders
        ? (page.CommonPrefixes ?? []).map((p) => p.Prefix)
        : (page.Contents ?? []).map((o) => o.Key);
      for (const item of items) if (item) found.push(item);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  };
  const bucket: S3Bucket = {
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async getText(key) {
      const bytes = await bucket.get(key);
      return bytes === undefined ? undefined : Buffer.from(bytes).toString('utf8');
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    list: (prefix) => listing(prefix, false),
    listFolders: (prefix) => listing(prefix, true),
    async put(key, body, headers) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ...headers }));
    },
    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removeUnder(prefix) {
      const { sdk, client } = await connect();
      const keys = await bucket.list(prefix);
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
    destroy: () => made?.destroy(),
  };
  return bucket;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** An S3-compatible server started for tests or the local cluster, stopped with `stop()`. */
export interface ThrowawayS3 {
  /** `http://127.0.0.1:<port>`: the endpoint (`AWS_ENDPOINT_URL`, path-style). */
  endpoint: string;
  /** The buckets made at start. */
  buckets: string[];
  /** The credentials it accepts (`AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY`). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Stops the server and removes its folder. Idempotent. */
  stop: () => Promise<void>;
}

/**
 * The `ThrowawayS3` of a stand-in listening on `port`: its endpoint, buckets and fixed
 * credentials, `stop` running `close` once (later calls return the same promise).
 * @param port the loopback port it listens on
 * @param buckets the buckets made at start
 * @param close stops the server and removes its folder
 */
export function throwawayS3(
  port: number,
  buckets: string[],
  close: () => Promise<void>,
): ThrowawayS3 {
  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    buckets,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    stop: () => (stopped ??= close()),
  };
}

/** The part of s3rver's API used here (the package ships no types). */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

/**
 * Starts the local stand-in for object storage: `s3rver` (npm), an S3 API over a folder, on a
 * loopback port, with `buckets` made. It implements what the site uses — PutObject with content
 * type and `Cache-Control`, GetObject, HeadObject, ListObjectsV2, DeleteObjects — path-style only,
 * with the fixed credentials `S3RVER` / `S3RVER`. It does not implement conditional writes
 * (`If-None-Match`, `If-Match`: ignored, the write goes through), versioning, object locks or
 * multipart copy; nothing of the site relies on them (docs/deployment.md "Object storage").
 * @param options `port` (0 for any free one), `buckets`
 * @throws when the port is taken
 */
export async function startThrowawayS3(options: {
  port: number;
  buckets: string[];
}): Promise<ThrowawayS3> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver is CommonJS, untyped
  const S3rver = require('s3rver') as S3rverConstructor;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-s3-'));
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return throwawayS3(port, options.buckets, () =>
    server.close().finally(() => fs.rmSync(directory, { recursive: true, force: true })),
  );
}

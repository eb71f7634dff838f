import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { buildFileDestination, listFiles, type DeployTarget, type RootFile } from './deployTarget';
import { contentTypeOf } from './contentTypes';
import { deployLayout } from './paths';
import { s3Bucket } from './s3Bucket';
import type { ReleaseApp } from './ledger';
import type { SharedTargetNodes } from './servingNodes';

/**
 * Where a shared target keeps its ledger (`release-ledger.json`) and takes its release lock: a
 * store with a lock of its own, since object storage cannot refuse a stale write everywhere
 * (`databaseLedgerStore`).
 */
export interface LedgerStore {
  /** The ledger's JSON text, `undefined` when there is none yet. */
  read(): Promise<string | undefined>;
  /** Replaces the ledger's text whole. */
  write(content: string): Promise<void>;
  /** Runs `fn` holding the release lock (waits ~30 s for another holder, then throws). */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

/** A version counts as present once this object is in its folder: uploaded last, removed first. */
export const VERSION_COMPLETE_MARKER = '.complete';

/** `Cache-Control` of a version's files: named by version, they never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `Cache-Control` of the root files visitors read: the registry never cached, the page revalidated. */
export const ROOT_CACHE_CONTROL: Record<Exclude<RootFile, 'release-ledger.json'>, string> = {
  'mf-registry.json': 'no-store',
  'index.html': 'no-cache',
};

/** Files sent to or fetched from the bucket at once. */
const PARALLEL_TRANSFERS = 8;

/** Runs `work` over `items`, at most `limit` at a time; rejects with the first failure. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The S3 target with what `openDeployTarget` needs besides the `DeployTarget` methods. */
export interface S3DeployTarget extends DeployTarget {
  /**
   * Checks that the bucket is there and ours to read (HeadBucket).
   * @throws the SDK's error (`NotFound`, `Forbidden`, a connection failure)
   */
  checkBucket(): Promise<void>;
  /** Closes the client's connections. */
  destroy(): void;
}

/**
 * A deploy target in an S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO; docs/deployment.md
 * "Releases from any machine"), under `prefix` with the layout of the local folder (`deployLayout`):
 * `shell/<v>/…`, `remotes/<name>/<v>/…`, `private/sourcemaps/<app>/<v>/…`, `mf-registry.json`,
 * `index.html`. A version's files carry their `Content-Type` and `IMMUTABLE_CACHE_CONTROL`; its
 * marker `VERSION_COMPLETE_MARKER` is written last, and without it the version is not there (a
 * half-uploaded version is invisible, and the next upload clears and replaces it). The root files
 * are replaced whole by PutObject; the ledger and the lock are `ledger`'s.
 * @param options `client`: the S3 client's settings (`s3ConfigFromEnv`), `bucket`, `prefix` (no
 *   leading or trailing `/`, may be empty), `ledger`: where the ledger and the lock live, `nodes`:
 *   the nodes serving it (`databaseTargetNodes`; without it no node is told or waited for)
 * @returns the target; `description` is `s3://bucket/prefix`
 */
export function s3DeployTarget(options: {
  client: S3ClientConfig;
  bucket: string;
  prefix: string;
  ledger: LedgerStore;
  nodes?: SharedTargetNodes;
}): S3DeployTarget {
  const { bucket, ledger } = options;
  const description = `s3://${bucket}/${options.prefix}`;
  // Keys are the local layout's paths under a root, `/`-separated, below the prefix.
  const root = path.resolve('/deploy-target');
  const layout = deployLayout(root);
  const keyOf = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    return options.prefix ? `${options.prefix}/${relative}` : relative;
  };
  const versionKey = (app: ReleaseApp, version: string) =>
    keyOf(app === 'shell' ? layout.shellVersionDir(version) : layout.remoteVersionDir(app, version));
  const appKey = (app: ReleaseApp) =>
    keyOf(app === 'shell' ? layout.shellDir : path.join(layout.remotesDir, app));
  const mapsKey = (app: ReleaseApp, version: string) =>
    keyOf(layout.sourceMapsDir(app, version));
  const markerKey = (app: ReleaseApp, version: string) =>
    `${versionKey(app, version)}/${VERSION_COMPLETE_MARKER}`;

  const objects = s3Bucket({ client: options.client, bucket });
  const hasVersion = (app: ReleaseApp, version: string) => objects.exists(markerKey(app, version));

  return {
    description,
    async listVersions(app) {
      const folders = await objects.listFolders(appKey(app));
      const names = folders.map((folder) => folder.slice(0, -1).split('/').pop() ?? '');
      const present = await Promise.all(names.map((name) => hasVersion(app, name)));
      return names.filter((_, i) => present[i]);
    },
    hasVersion,
    async uploadVersion(app, version, fromDir) {
      if (await hasVersion(app, version)) throw new Error(`${app} ${version} 已存在：版本不可覆盖`);
      // What a stopped upload left (no marker): cleared, so no stray file outlives it.
      await objects.removeUnder(versionKey(app, version));
      await objects.removeUnder(mapsKey(app, version));
      const files = (await listFiles(fromDir)).filter((f) => buildFileDestination(f) !== 'skip');
      await eachLimited(files, PARALLEL_TRANSFERS, async (file) => {
        const name = file.split(path.sep).join('/');
        const body = await fs.readFile(path.join(fromDir, file));
        if (buildFileDestination(file) === 'private') {
          await objects.put(`${mapsKey(app, version)}/${name}`, body, {
            ContentType: 'application/json',
          });
        } else {
          await objects.put(`${versionKey(app, version)}/${name}`, body, {
            ContentType: contentTypeOf(name),
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          });
        }
      });
      await objects.put(markerKey(app, version), JSON.stringify({ app, version, files: files.length }), {
        ContentType: 'application/json',
        CacheControl: 'no-store',
      });
    },
    async removeVersion(app, version) {
      // The marker first: from here on the version is not there, whatever remains of it.
      await objects.remove(markerKey(app, version));
      await objects.removeUnder(versionKey(app, version));
      await objects.removeUnder(mapsKey(app, version));
    },
    async readSourceMap(app, version, file) {
      if (buildFileDestination(file) !== 'private') return undefined;
      const [present, text] = await Promise.all([
        hasVersion(app, version),
        objects.getText(`${mapsKey(app, version)}/${file}`),
      ]);
      return present ? text : undefined;
    },
    async readVersionFile(app, version, file) {
      if (buildFileDestination(file) !== 'public') return undefined;
      const [present, text] = await Promise.all([
        hasVersion(app, version),
        objects.getText(`${versionKey(app, version)}/${file}`),
      ]);
      return present ? text : undefined;
    },
    async downloadVersion(app, version, toDir) {
      if (!(await hasVersion(app, version))) {
        throw new Error(`${app} ${version} 不在部署目标 ${description} 中`);
      }
      const exists = await fs.stat(toDir).then(
        () => true,
        () => false,
      );
      if (exists) throw new Error(`${toDir} 已存在：版本下载到新目录`);
      const from = `${versionKey(app, version)}/`;
      const tmp = `${toDir}.tmp-${process.pid}-${Date.now()}`;
      try {
        await fs.mkdir(tmp, { recursive: true });
        const keys = (await objects.list(versionKey(app, version))).filter(
          (key) => buildFileDestination(key.slice(from.length)) === 'public',
        );
        await eachLimited(keys, PARALLEL_TRANSFERS, async (key) => {
          const file = path.resolve(tmp, key.slice(from.length));
          if (!file.startsWith(path.resolve(tmp) + path.sep)) throw new Error(`对象键无效：${key}`);
          const bytes = await objects.get(key);
          if (bytes === undefined) throw new Error(`${description} 中的 ${key} 在下载时消失`);
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, bytes);
        });
        await fs.rename(tmp, toDir);
      } catch (error) {
        await fs.rm(tmp, { recursive: true, force: true });
        throw error;
      }
    },
    readRoot: (file) => (file === 'release-ledger.json' ? ledger.read() : objects.getText(keyOf(path.join(root, file)))),
    async writeRoot(file, content) {
      if (file === 'release-ledger.json') return ledger.write(content);
      await objects.put(keyOf(path.join(root, file)), content, {
        ContentType: contentTypeOf(file),
        CacheControl: ROOT_CACHE_CONTROL[file],
      });
    },
    withLock: (fn) => ledger.withLock(fn),
    ...(options.nodes ? { nodes: options.nodes } : {}),
    checkBucket: () => objects.check(),
    destroy: () => objects.destroy(),
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { deployLayout } from './paths';
import type { ReleaseApp } from './ledger';
import type { SharedTargetNodes } from './servingNodes';

/** The small mutable files at the root of a deploy target. */
export type RootFile = 'mf-registry.json' | 'index.html' | 'release-ledger.json';

/**
 * Where releases are uploaded and switched: an interface, the local folder being the default
 * (docs/adr/0002-release-ledger.md "Deploy target"). Versions are immutable folders; the three root
 * files are replaced whole (atomically on the local folder); every change happens under `withLock`.
 * `s3DeployTarget` implements the same methods on an S3-compatible bucket, its ledger and lock in
 * PostgreSQL (docs/deployment.md "Releases from any machine"); `openDeployTarget` picks one.
 */
export interface DeployTarget {
  /** Human-readable location, e.g. the folder path. */
  readonly description: string;
  /** Versions present for an app (folder names), in no particular order. */
  listVersions(app: ReleaseApp): Promise<string[]>;
  hasVersion(app: ReleaseApp, version: string): Promise<boolean>;
  /**
   * Copies a build folder in as `version`: its public files into the public version folder, its
   * source maps (`*.map`) into the target's private store (`readSourceMap`; docs/security.md), and
   * no dotfile (`.build-fingerprint`) anywhere (`isPublicBuildFile`).
   * @throws Error when the version already exists (versions are immutable)
   */
  uploadVersion(app: ReleaseApp, version: string, fromDir: string): Promise<void>;
  /** Removes a version's public folder and its private source maps. */
  removeVersion(app: ReleaseApp, version: string): Promise<void>;
  /**
   * A source map kept privately with a version, for decoding an incident's stack trace.
   * @param file the map's path inside the build, e.g. `main.js.map` or `123.4f2a9c1e.js.map`
   * @returns its JSON text, `undefined` when missing
   */
  readSourceMap(app: ReleaseApp, version: string, file: string): Promise<string | undefined>;
  /** A file inside a version, e.g. `mf-manifest.json`; `undefined` when missing. */
  readVersionFile(app: ReleaseApp, version: string, file: string): Promise<string | undefined>;
  /**
   * Copies a version's public files (its server build `ssr/` included, no source map) into
   * `toDir`, which must not exist yet: a node's mirror of the target (docs/deployment.md "Releases
   * from any machine") keeps each version it serves or renders, fetched once.
   * @throws Error when the version is not on the target or a file cannot be read
   */
  downloadVersion(app: ReleaseApp, version: string, toDir: string): Promise<void>;
  /** A root file's content; `undefined` when missing. */
  readRoot(file: RootFile): Promise<string | undefined>;
  /** Replaces a root file whole: readers see the old or the new content, never a mix. */
  writeRoot(file: RootFile, content: string): Promise<void>;
  /**
   * Runs `fn` holding the target's release lock (waits up to ~30 s for another holder).
   * @throws Error when the lock cannot be taken
   */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * A shared target's nodes (`s3://` with its database): told of each change, and saying what
   * they serve. Absent on a local folder (its readers look at the folder itself).
   */
  readonly nodes?: SharedTargetNodes;
}

/** Where a build file goes on upload (docs/security.md "No source in public"). */
export type BuildFileDestination = 'public' | 'private' | 'skip';

/**
 * Sorts a build's files: source maps (`*.map`) are private (never under `/remotes/` or
 * `/shell/`), dotfiles and anything inside a dot-folder (`.build-fingerprint`) are not uploaded,
 * everything else is public.
 * @param relativePath the path inside the build folder, `/` or the platform's separator
 * @returns the destination
 */
export function buildFileDestination(relativePath: string): BuildFileDestination {
  const parts = relativePath.split(/[\\/]/);
  if (parts.some((part) => part.startsWith('.'))) return 'skip';
  return relativePath.endsWith('.map') ? 'private' : 'public';
}

/**
 * Every file under a folder, as paths relative to it (platform separators).
 * @param root the folder (a build)
 * @returns the files, in no particular order
 * @throws when the folder cannot be read
 */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * A deploy location that is not usable as given (`--deploy-dir`, `DEPLOY_URL`, `DEPLOY_DIR`): a
 * malformed URL, a setting missing beside it. Refused before anything is read or written.
 */
export class DeployLocationError extends Error {}

/**
 * Raised for a deploy location the release tooling cannot write to (anything but a local folder
 * or `s3://`).
 */
export class UnsupportedDeployLocationError extends DeployLocationError {}

/**
 * Checks that a deploy location (`--deploy-dir`, `DEPLOY_DIR`) is a folder of this machine
 * (`localFolderTarget`). A URL (`s3://bucket/x`, `https://…`, `file://…`) or a remote path
 * (`host:/srv/deploy`) is refused before anything is written: resolved as a path it would become a
 * local folder such as `./s3:/bucket/x`, and a release "uploaded" there reaches no visitor.
 * `openDeployTarget` takes `s3://` to the bucket before this check.
 * @param location the location as given
 * @returns the absolute folder
 * @throws UnsupportedDeployLocationError (Chinese) naming the location and what is supported
 */
export function localDeployDir(location: string): string {
  // A colon before the first separator is a URL scheme or an scp-style host; `C:\` is a drive.
  if (/^[^/\\]*:/.test(location) && !/^[A-Za-z]:[/\\]/.test(location)) {
    throw new UnsupportedDeployLocationError(
      `不支持的部署目标 ${location}：部署目标只支持本机目录（如 deploy/ 或 /srv/xingheng/deploy）` +
        '与 S3 兼容的对象存储（DEPLOY_URL=s3://存储桶/前缀）；其他网址与远程主机请发布到本机目录后再同步',
    );
  }
  return path.resolve(location);
}

/**
 * The local deploy folder (`deploy/`, layout of `deployLayout`) as a deploy target. Root files are
 * written to a temporary file and renamed over the old one; the lock is `deploy/.release.lock`
 * (proper-lockfile: a lock directory with mtime updates, stale after 30 s).
 * @param deployDir the folder; created when missing
 * @throws UnsupportedDeployLocationError when `deployDir` is not a local folder (`localDeployDir`)
 */
export function localFolderTarget(deployDir: string): DeployTarget {
  localDeployDir(deployDir);
  const layout = deployLayout(deployDir);
  const versionDir = (app: ReleaseApp, version: string) =>
    app === 'shell' ? layout.shellVersionDir(version) : layout.remoteVersionDir(app, version);
  const appDir = (app: ReleaseApp) =>
    app === 'shell' ? layout.shellDir : path.join(layout.remotesDir, app);
  const exists = (p: string) =>
    fs.stat(p).then(
      () => true,
      () => false,
    );
  return {
    description: deployDir,
    async listVersions(app) {
      const entries = await fs.readdir(appDir(app), { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isDirectory() && !e.name.includes('.tmp-')).map((e) => e.name);
    },
    hasVersion: (app, version) => exists(versionDir(app, version)),
    async uploadVersion(app, version, fromDir) {
      const target = versionDir(app, version);
      if (await exists(target)) throw new Error(`${app} ${version} 已存在：版本不可覆盖`);
      const tmp = `${target}.tmp-${process.pid}`;
      const mapsDir = layout.sourceMapsDir(app, version);
      await fs.rm(tmp, { recursive: true, force: true });
      // The private maps first: once the public folder exists, its maps are kept too.
      await fs.rm(mapsDir, { recursive: true, force: true });
      for (const file of await listFiles(fromDir)) {
        const destination = buildFileDestination(file);
        if (destination === 'skip') continue;
        const to = path.join(destination === 'private' ? mapsDir : tmp, file);
        await fs.mkdir(path.dirname(to), { recursive: true });
        await fs.copyFile(path.join(fromDir, file), to);
      }
      await fs.mkdir(tmp, { recursive: true });
      await fs.rename(tmp, target);
    },
    async removeVersion(app, version) {
      await fs.rm(versionDir(app, version), { recursive: true, force: true });
      await fs.rm(layout.sourceMapsDir(app, version), { recursive: true, force: true });
    },
    readSourceMap: (app, version, file) =>
      buildFileDestination(file) === 'private'
        ? fs
            .readFile(path.join(layout.sourceMapsDir(app, version), file), 'utf8')
            .catch(() => undefined)
        : Promise.resolve(undefined),
    readVersionFile: (app, version, file) =>
      fs.readFile(path.join(versionDir(app, version), file), 'utf8').catch(() => undefined),
    async downloadVersion(app, version, toDir) {
      const from = versionDir(app, version);
      if (!(await exists(from))) throw new Error(`${app} ${version} 不在部署目标 ${deployDir} 中`);
      await fs.cp(from, toDir, { recursive: true, errorOnExist: true, force: false });
    },
    readRoot: (file) => fs.readFile(path.join(deployDir, file), 'utf8').catch(() => undefined),
    async writeRoot(file, content) {
      await fs.mkdir(deployDir, { recursive: true });
      const target = path.join(deployDir, file);
      const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
      await fs.writeFile(tmp, content);
      await fs.rename(tmp, target);
    },
    async withLock(fn) {
      await fs.mkdir(deployDir, { recursive: true });
      const release = await lockfile.lock(deployDir, {
        lockfilePath: layout.lockFile,
        realpath: false,
        stale: 30_000,
        retries: { retries: 120, minTimeout: 50, maxTimeout: 250 },
      });
      try {
        return await fn();
      } finally {
        await release();
      }
    },
  };
}

/**
 * Refuses a version whose folder is not on the target (`promote`, `rollback`, `canary`, `verify`,
 * `diff` name a version that must be there).
 * @throws Error (Chinese) `<app> <version> 不在部署目标 <target> 中`
 */
export async function requireVersion(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
): Promise<void> {
  if (!(await target.hasVersion(app, version))) {
    throw new Error(`${app} ${version} 不在部署目标 ${target.description} 中`);
  }
}

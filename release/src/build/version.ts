import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { VersionSchema } from '@xingheng/shared/registry';

/**
 * Version names of builds (docs/adr/0002-release-ledger.md "Versions"): package version + commit +
 * build time, e.g. `0.1.0-8b045c4-20261122T071500`, and `0.1.0-8b045c4-dirty-20261122T071500` for
 * a build from a working tree with uncommitted changes (`uncommittedChanges`), which `release`
 * refuses unless `--allow-dirty`. Chosen before the build (the shell's HTML embeds its own folder
 * `/shell/<version>/`) and written to `<app>/dist/release.json` after it.
 */

/** What `<app>/dist/release.json` holds: the build's identity. */
export const BuildStampSchema = z.object({
  app: z.string(),
  version: z.string().refine((v) => VersionSchema.safeParse(v).success, '版本号格式不正确'),
  commit: z.string(),
  builtAt: z.string(),
  /** Built from a working tree with uncommitted changes (the version says `-dirty` too). */
  dirty: z.optional(z.boolean()),
  /** Pages `verify` opens besides each route prefix (`xingheng.verifyPaths` of the package). */
  verifyPaths: z.optional(z.array(z.string().startsWith('/'))),
  /**
   * How `verify` finds a real value for a route with a parameter (`xingheng.routeSamples` of the
   * package): route pattern → an API GET and the dot path of the value in its `data`, or a fixed
   * `value` for a parameter that names static content (a solution, a hardware model).
   */
  routeSamples: z.optional(
    z.record(
      z.string().startsWith('/'),
      z.union([
        z.object({ api: z.string().startsWith('/api/'), pick: z.string().min(1) }),
        z.object({ value: z.string().min(1) }),
      ]),
    ),
  ),
});
export type BuildStamp = z.infer<typeof BuildStampSchema>;

/** The file name of the stamp inside `dist/`. */
export const BUILD_STAMP_FILE = 'release.json';

/**
 * The short commit of the working tree's HEAD, `nogit` outside a git checkout. Uncommitted changes
 * are not part of it: `releaseVersion` marks them (`dirty`).
 * @param cwd any folder of the repository
 */
export function gitCommit(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'nogit';
  }
}

/**
 * A version name.
 * @param packageVersion e.g. `0.1.0`
 * @param commit e.g. `8b045c4`
 * @param at the build time (UTC is used)
 * @param dirty built from a working tree with uncommitted changes
 * @returns e.g. `0.1.0-8b045c4-20261122T071500`, dirty `0.1.0-8b045c4-dirty-20261122T071500`
 * @throws Error when the result would not be a valid registry version
 */
export function releaseVersion(
  packageVersion: string,
  commit: string,
  at: Date,
  dirty = false,
): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
  const version = `${packageVersion}-${commit}${dirty ? '-dirty' : ''}-${stamp}`;
  if (!VersionSchema.safeParse(version).success) throw new Error(`版本号 ${version} 不合法`);
  return version;
}

/**
 * Reads the stamp of a build folder.
 * @param distDir e.g. `mf-support/dist` or `deploy/remotes/mf-support/<version>`
 * @returns the stamp
 * @throws Error (Chinese) when the stamp is missing or malformed (the folder is not a build of ours)
 */
export function readBuildStamp(distDir: string): BuildStamp {
  const file = path.join(distDir, BUILD_STAMP_FILE);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${distDir} 缺少构建标记 ${BUILD_STAMP_FILE}（请重新构建）`);
  }
  const parsed = BuildStampSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} 格式不正确`);
  return parsed.data;
}

/**
 * True for a build made from a working tree with uncommitted changes: its stamp says so, or its
 * version carries `-dirty` (a copy of such a build renamed by hand keeps the mark).
 */
export function isDirtyBuild(stamp: Pick<BuildStamp, 'dirty' | 'version'>): boolean {
  return stamp.dirty === true || /-dirty(-|$)/.test(stamp.version);
}

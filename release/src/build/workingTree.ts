import { execFileSync } from 'node:child_process';
import { RELEASE_APPS } from '../deploy/ledger';

/**
 * Whether a build is made from exactly its commit (docs/releasing.md "What is where"): a working tree
 * with uncommitted changes that can reach an app's build makes a `-dirty` version, which
 * `release` refuses unless `--allow-dirty`.
 *
 * What counts is everything git sees changed (modified, staged, deleted, renamed, untracked and not
 * ignored) except what provably never enters this app's build: the other apps' folders (an app
 * imports no other app's source, enforced by lint: docs/architecture.md), tests (`*.test.ts(x)`,
 * never bundled, as for the build fingerprint) and Markdown (no loader for it). The rest (the
 * app's folder, `shared/`, the webpack factory, the build scripts, the lockfile, root configs) is
 * an input or may become one, so it counts: a false "dirty" costs a commit, a false "clean" a
 * version whose name lies about its source.
 */

/** True for a changed path that cannot reach `app`'s build. */
function outsideBuild(file: string, app: string): boolean {
  const top = file.split('/')[0] ?? '';
  if (top !== app && (RELEASE_APPS as readonly string[]).includes(top)) return true;
  return /\.test\.tsx?$/.test(file) || /\.md$/i.test(file);
}

/**
 * The uncommitted changes of a working tree that can reach an app's build.
 * @param repoRoot the repository's root folder (the monorepo, or a test fixture)
 * @param app the app built (`shell`, `mf-support`, …)
 * @returns paths relative to `repoRoot`, sorted; `[]` when clean; `undefined` outside a git
 *   checkout (or without git), where the version's commit is `nogit` already
 */
export function uncommittedChanges(repoRoot: string, app: string): string[] | undefined {
  let output: string;
  let prefix: string;
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
    prefix = git(['rev-parse', '--show-prefix']).trim();
    output = git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.']);
  } catch {
    return undefined;
  }
  // `XY path\0`, a rename or copy followed by `original\0`; paths from the repository's top.
  const fields = output.split('\0').filter(Boolean);
  const paths: string[] = [];
  for (let i = 0; i < fields.length; i += 1) {
    const entry = fields[i] ?? '';
    paths.push(entry.slice(3));
    if (/[RC]/.test(entry.slice(0, 2)) && i + 1 < fields.length) paths.push(fields[(i += 1)] ?? '');
  }
  return [...new Set(paths.map((p) => (p.startsWith(prefix) ? p.slice(prefix.length) : p)))]
    .filter((file) => !outsideBuild(file, app))
    .sort();
}

/**
 * One line naming some changed paths, for a refusal or a warning.
 * @param changes from `uncommittedChanges`
 * @returns e.g. `shared/src/a.ts、api/src/b.ts 等 7 个文件`
 */
export function describeChanges(changes: readonly string[]): string {
  const shown = changes.slice(0, 5).join('、');
  return changes.length > 5 ? `${shown} 等 ${changes.length} 个文件` : shown;
}

/**
 * Refuses to build a release from a working tree with uncommitted changes that can reach the app
 * (`release <app>` without `--allow-dirty`), before a build of half a minute rather than after it.
 * @param repoRoot the repository's root folder
 * @param app the app to build
 * @throws Error (Chinese) naming some of the changed paths and `--allow-dirty`
 */
export function requireCleanTree(repoRoot: string, app: string): void {
  const changes = uncommittedChanges(repoRoot, app) ?? [];
  if (!changes.length) return;
  throw new Error(
    `工作区有未提交的改动（${describeChanges(changes)}），构建出的 ${app} 版本会标为 -dirty，拒绝发布：` +
      '先提交改动，确需发布请加 --allow-dirty',
  );
}

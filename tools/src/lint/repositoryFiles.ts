import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root, from tools/src/lint. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

/**
 * The repository's text files as git knows them (tracked and new, not ignored) that still exist,
 * for the checks that read every file for references.
 * @param except repository paths (or their prefixes) to leave out: files that hold broken
 *   references on purpose
 * @returns repository-relative paths (`docs/api.md`, `api/src/plugin.ts`)
 */
export function repositoryTextFiles(except: readonly string[] = []): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|cjs|mjs|js|md|json|html|css)$/.test(file))
    .filter((file) => !except.some((prefix) => file.startsWith(prefix)))
    .filter((file) => fs.existsSync(path.join(REPOSITORY_ROOT, file)));
}

/**
 * Reads a repository file, `undefined` when there is none.
 * @param file a repository-relative path
 */
export function readRepositoryFile(file: string): string | undefined {
  const full = path.join(REPOSITORY_ROOT, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
}

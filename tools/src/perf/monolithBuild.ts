import fs from 'node:fs';
import path from 'node:path';
import { sourceFingerprint, APPS, REPO_ROOT } from '@xingheng/release';
import { runWebpack } from './webpackRun';

/** The monolith's folder: `src/`, `webpack.config.cjs` and the build `dist/` (git-ignored). */
export const MONOLITH_DIR = path.join(REPO_ROOT, 'monolith');

const STAMP = '.build-fingerprint';

/** Every file the monolith is built from: the shell's, the remotes', shared's and its own. */
function dependencies(): string[] {
  return [
    ...APPS.map((app) => path.join(REPO_ROOT, app, 'src')),
    path.join(REPO_ROOT, 'shared', 'src'),
    path.join(MONOLITH_DIR, 'src'),
    path.join(MONOLITH_DIR, 'webpack.config.cjs'),
    path.join(REPO_ROOT, 'tools', 'webpack'),
    path.join(REPO_ROOT, 'package-lock.json'),
  ];
}

/** True when `monolith/dist` was built from the current sources. */
export function isMonolithBuilt(): boolean {
  const stamp = path.join(MONOLITH_DIR, 'dist', STAMP);
  return (
    fs.existsSync(path.join(MONOLITH_DIR, 'dist', 'index.html')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === sourceFingerprint(dependencies())
  );
}

/**
 * Production-builds the monolith (the shell and every remote in one bundle, without Module
 * Federation: monolith/webpack.config.cjs) into `monolith/dist` and stamps it with the sources'
 * fingerprint. For measurement only: never published.
 * @returns the build's wall-clock time, milliseconds
 * @throws Error when webpack fails (its output is on stderr)
 */
export async function buildMonolith(): Promise<number> {
  const fingerprint = sourceFingerprint(dependencies());
  const ms = await runWebpack({ cwd: MONOLITH_DIR, config: 'webpack.config.cjs' });
  fs.writeFileSync(path.join(MONOLITH_DIR, 'dist', STAMP), fingerprint);
  return ms;
}

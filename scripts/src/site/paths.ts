import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@xingheng/shared/registry';

/** Repository root (scripts/src/site → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The apps that webpack builds: the host and the four remotes. */
export const APPS = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APPS)[number];
export const REMOTES = REMOTE_NAMES;
export type { RemoteName };

/**
 * The local deploy target (issue #2 §3, §8): what `npm start` serves.
 * ```
 * deploy/mf-registry.json                     the runtime registry (no-store)
 * deploy/shell/                               the host's build
 * deploy/remotes/<name>/<version>/            immutable versioned remote builds
 * ```
 */
export function deployLayout(deployDir: string) {
  return {
    root: deployDir,
    registryFile: path.join(deployDir, 'mf-registry.json'),
    shellDir: path.join(deployDir, 'shell'),
    remotesDir: path.join(deployDir, 'remotes'),
    remoteVersionDir: (name: string, version: string) =>
      path.join(deployDir, 'remotes', name, version),
  };
}

/** Default locations, overridable by `DEPLOY_DIR` and `DB_FILE`. */
export const DEFAULT_DEPLOY_DIR = process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy');
export const DEFAULT_DB_FILE =
  process.env.DB_FILE ?? path.join(REPO_ROOT, 'var', 'xingheng.sqlite');

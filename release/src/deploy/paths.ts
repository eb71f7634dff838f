import path from 'node:path';
import { databaseLocationFromEnv } from '@xingheng/api';
import { REMOTE_NAMES, type RemoteName } from '@xingheng/shared/registry';

/** Repository root (server/src/site → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The apps that webpack builds: the host and the four remotes. */
export const APPS = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APPS)[number];
export const REMOTES = REMOTE_NAMES;
export type { RemoteName };

/**
 * The local deploy target (docs/releasing.md "What is where"): what `npm start` and the nginx
 * configuration serve. Every build lives in an immutable folder named by its version; what
 * visitors get is switched by rewriting one small file atomically.
 * ```
 * deploy/index.html                           the active shell's page (no-cache): a copy of
 *                                             shell/<version>/index.html, switched by rename
 * deploy/mf-registry.json                     the runtime registry (no-store)
 * deploy/release-ledger.json                  release history and available versions (never served)
 * deploy/.release.lock                        lock held while the registry or ledger is written
 * deploy/shell/<version>/                     immutable shell builds (public path /shell/<version>/)
 * deploy/remotes/<name>/<version>/            immutable remote builds
 * deploy/private/sourcemaps/<app>/<version>/  each version's `*.map` files, kept with the release
 *                                             for decoding incidents (never served: docs/security.md)
 * ```
 */
export function deployLayout(deployDir: string) {
  return {
    root: deployDir,
    registryFile: path.join(deployDir, 'mf-registry.json'),
    pageFile: path.join(deployDir, 'index.html'),
    ledgerFile: path.join(deployDir, 'release-ledger.json'),
    lockFile: path.join(deployDir, '.release.lock'),
    shellDir: path.join(deployDir, 'shell'),
    shellVersionDir: (version: string) => path.join(deployDir, 'shell', version),
    remotesDir: path.join(deployDir, 'remotes'),
    remoteVersionDir: (name: string, version: string) =>
      path.join(deployDir, 'remotes', name, version),
    privateDir: path.join(deployDir, 'private'),
    sourceMapsDir: (app: string, version: string) =>
      path.join(deployDir, 'private', 'sourcemaps', app, version),
  };
}

/** Default deploy folder, overridable by `DEPLOY_DIR`. */
export const DEFAULT_DEPLOY_DIR = process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy');

/** The SQLite file of `npm start` when neither `DATABASE_URL` nor `DB_FILE` is set. */
export const DEFAULT_DB_FILE = path.join(REPO_ROOT, 'var', 'xingheng.sqlite');

/**
 * The API's database from the environment (`databaseLocationFromEnv`): `DATABASE_URL`, else
 * `DB_FILE`, else `DEFAULT_DB_FILE`.
 * @throws Error naming `DATABASE_URL` when it is malformed
 */
export function defaultDatabase(): string {
  return databaseLocationFromEnv(process.env, DEFAULT_DB_FILE);
}

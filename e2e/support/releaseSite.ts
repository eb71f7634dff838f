import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '@xingheng/release/testing';

export { treeChecksums as checksums } from '@xingheng/release';

/**
 * A private copy of the production build for the release tests (docs/releasing.md): its own deploy
 * folder, SQLite file and site process, so switching versions never disturbs the other specs, and
 * the release CLI run against it exactly as a release manager runs it.
 */

export const REPO_ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/**
 * The page the release tests change and watch: mf-support's details page, the label its new
 * versions rewrite (`OLD_LABEL` → `NEW_LABEL`), the page's chunk in the browser build and the server
 * build's file inside a version folder.
 */
export const DETAILS_PAGE = '/support/details/9';
export const OLD_LABEL = '更新日期：';
export const NEW_LABEL = '最后修订：';
export const PAGE_CHUNK = /^support-details\..*\.js$/;
export const SERVER_BUILD = 'ssr/routes.js';

/** A running site over a temporary deploy folder. */
export interface ReleaseSite {
  url: string;
  deployDir: string;
  dbFile: string;
  /** Stops the site and deletes its temporary folder (deploy copy, database, derived builds). */
  stop(): Promise<void>;
}

/**
 * Copies the repository's `deploy/` (built by `npm run test:e2e`) and serves it as `npm start`
 * does, on a free port with a fresh database.
 * @param env more environment for the site process, e.g. `{ XH_CANARY_CHECK_MS: '1000' }`
 * @throws Error when the build is missing or the server does not answer within 60 s
 */
export async function startReleaseSite(env: Record<string, string> = {}): Promise<ReleaseSite> {
  const source = path.join(REPO_ROOT, 'deploy');
  if (!fs.existsSync(path.join(source, 'release-ledger.json'))) {
    throw new Error('deploy/ 尚未构建：先运行 npm run build -- --activate');
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-release-e2e-'));
  const deployDir = path.join(root, 'deploy');
  fs.cpSync(source, deployDir, { recursive: true });
  fs.rmSync(path.join(deployDir, '.release.lock'), { recursive: true, force: true });
  const dbFile = path.join(root, 'site.sqlite');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(TSX, ['server/src/cli/start.ts', '--no-build'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR: deployDir,
      DB_FILE: dbFile,
      // The slider's dev answers, for the tests that log in there (docs/api.md "Captcha").
      XH_CAPTCHA_ANSWERS: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/mf-registry.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('发布测试站点 60 秒内未启动');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    deployDir,
    dbFile,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          fs.rmSync(root, { recursive: true, force: true });
          return resolve();
        }
        // Connections a failed test left open can hold a graceful close: 5 s, then SIGKILL.
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          // The copy of deploy/, the database and the derived builds go with the site.
          fs.rmSync(root, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** What a CLI run printed and how it ended. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run release -- <args>` against the site's deploy folder, database and URL. A `release`
 * gets `--allow-dirty`: the versions released here are derived from the build under test, which is
 * `-dirty` whenever the tests run on uncommitted work (the refusal itself is an ops test,
 * release/src/core/dirtyBuilds.ops.test.ts).
 * @returns exit code and output (never throws for a non-zero exit)
 */
export function releaseCli(site: ReleaseSite, args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [
        'release/src/cli/release.ts',
        ...args,
        ...(args[0] === 'release' ? ['--allow-dirty'] : []),
        '--deploy-dir',
        site.deployDir,
        '--db',
        site.dbFile,
        '--site',
        site.url,
        '--by',
        'e2e',
      ],
      { cwd: REPO_ROOT, timeout: 180_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

/** The registry the site serves now. */
export function registryOf(site: ReleaseSite): {
  remotes: { name: string; version: string; previous?: { version: string } }[];
} {
  return JSON.parse(fs.readFileSync(path.join(site.deployDir, 'mf-registry.json'), 'utf8'));
}

/** The active version of a remote. */
export function activeVersion(site: ReleaseSite, remote: string): string {
  const record = registryOf(site).remotes.find((r) => r.name === remote);
  if (!record) throw new Error(`${remote} 不在注册表中`);
  return record.version;
}

/**
 * A new build folder made from a published version: a copy with a new version in its stamp and
 * `patch` applied to its JavaScript and JSON files but the stamp (a visible text change, a chunk
 * that throws, a renamed route in the code and in `route-paths.json`, …), given their path inside
 * the folder (`support-details.1a2b3c4d.js`, the server build `ssr/routes.js`, `route-paths.json`).
 * @returns the folder (inside the site's temporary folder), to release with `release <remote> --dist
 *   <folder>`
 */
export function derivedBuild(
  site: ReleaseSite,
  remote: string,
  fromVersion: string,
  newVersion: string,
  patch: (file: string, text: string) => string,
): string {
  // Inside the site's temporary folder, removed with it by `stop()`.
  const dir = fs.mkdtempSync(path.join(path.dirname(site.deployDir), `derived-${remote}-`));
  fs.cpSync(path.join(site.deployDir, 'remotes', remote, fromVersion), dir, { recursive: true });
  const stampFile = path.join(dir, 'release.json');
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(stampFile, JSON.stringify({ ...stamp, version: newVersion }));
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  for (const name of files
    .filter((f) => (f.endsWith('.js') || f.endsWith('.json')) && f !== 'release.json')
    .map((f) => f.split(path.sep).join('/'))) {
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    const patched = patch(name, text);
    if (patched !== text) fs.writeFileSync(file, patched);
  }
  return dir;
}

/**
 * Records which versions of a remote a page loaded files from (`/remotes/<remote>/<version>/…`
 * answered 2xx).
 * @returns a live set, filled as the page loads
 */
export function versionsFetched(page: Page, remote: string): Set<string> {
  const seen = new Set<string>();
  const prefix = `/remotes/${remote}/`;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.ok() && pathname.startsWith(prefix)) {
      seen.add(pathname.slice(prefix.length).split('/')[0] ?? '');
    }
  });
  return seen;
}

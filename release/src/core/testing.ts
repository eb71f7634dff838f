import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { localFolderTarget } from '../deploy/deployTarget';
import { promote, recordVerification, releaseBuild } from './commands';
import { RELEASE_APPS, type ReleaseApp } from '../deploy/ledger';
import type { ReleaseContext } from './releaseStore';
export { pageFigures } from '../budget/testing';
export { openSharedTestTarget, sharedTargetEnv } from '../deploy/clusterTesting';
import { BUILD_STAMP_FILE, type BuildStamp } from '../build/version';

/**
 * Test helpers for the release tooling: fake build folders with the files the checks read.
 */

/** A shared dependency as it appears in `mf-manifest.json`. */
export interface FakeShared {
  name: string;
  version: string;
  requiredVersion?: string;
}

/** The shell's shared singletons in the fake builds (versions as installed). */
export const FAKE_SHARED: FakeShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5' },
];

/**
 * Writes a fake build of an app into a new temporary folder.
 * @param app the app
 * @param version the build's version
 * @param options.shared the manifest's shared list (default `FAKE_SHARED`)
 * @param options.exposesRoutes whether the manifest exposes `./routes` (default true)
 * @param options.marker text written into `remoteEntry.js` / `index.html`, to tell builds apart
 * @param options.dirty stamp it as built from a working tree with uncommitted changes
 * @returns the folder
 */
export function fakeBuild(
  app: ReleaseApp,
  version: string,
  options: {
    shared?: FakeShared[];
    exposesRoutes?: boolean;
    marker?: string;
    dirty?: boolean;
  } = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `xh-build-${app}-`));
  const stamp: BuildStamp = {
    app,
    version,
    commit: 'abc1234',
    builtAt: '2026-11-22T07:00:00.000Z',
    ...(options.dirty ? { dirty: true } : {}),
  };
  fs.writeFileSync(path.join(dir, BUILD_STAMP_FILE), JSON.stringify(stamp));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: app,
      name: app,
      metaData: {},
      remotes: [],
      shared: options.shared ?? FAKE_SHARED,
      exposes: options.exposesRoutes === false ? [] : [{ name: 'routes', path: './routes' }],
    }),
  );
  const marker = options.marker ?? `${app} ${version}`;
  if (app === 'shell') {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><script src="/shell/${version}/main.js"></script><!-- ${marker} -->`,
    );
    fs.writeFileSync(path.join(dir, 'main.js'), `console.log(${JSON.stringify(marker)});`);
  } else {
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  }
  return dir;
}

/** A new empty temporary deploy folder. */
export function tempDeployDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'xh-deploy-'));
}

let clock = Date.parse('2026-11-22T08:00:00Z');

/**
 * A release context over a local deploy folder, by `tester`, on a test clock that moves one
 * second forward at every reading (so ledger entries are ordered and dated deterministically).
 */
export function testContext(deployDir: string): ReleaseContext {
  return {
    target: localFolderTarget(deployDir),
    by: 'tester',
    now: () => new Date((clock += 1000)),
  };
}

/**
 * Releases, verifies and promotes a fake build `v1` of every app (`fakeBuild`): a complete site.
 * @param context the release context of the deploy folder
 */
export async function seedSite(context: ReleaseContext): Promise<void> {
  for (const app of RELEASE_APPS) {
    await releaseBuild(context, app, fakeBuild(app, 'v1'));
    await recordVerification(context, app, 'v1', { ok: true, site: 'test', failures: [] });
    await promote(context, app, 'v1', { reason: '首次上线' });
  }
}

/**
 * A TCP port free on the loopback interface right now (the OS picks it).
 * @returns the port number
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

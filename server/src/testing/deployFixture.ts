import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, registryWithOwnership } from '@xingheng/shared/registry';
import { LOCAL_SITE_CONFIG, deployLayout } from '@xingheng/release';

/**
 * A fresh temporary directory readable by everyone: when the tests run as root, nginx's workers
 * run as `nobody` and must read the files served (mkdtemp alone gives 0700).
 * @param label part of the directory's name
 * @returns the directory's absolute path
 */
export function readableTempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `xingheng-${label}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** A source map with a recognisable "source" (it must never reach a visitor). */
export const FIXTURE_SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ['webpack://shell/src/secret.ts'],
  sourcesContent: ['export const secret = "source code";'],
  mappings: '',
});

/** What `writeDeployFixture` wrote, for the assertions. */
export interface DeployFixture {
  root: string;
  /** The content of `index.html`. */
  page: string;
  /** The content of `shell/v1/main.js` (large enough to be compressed). */
  shellMain: string;
  /** The content of `mf-registry.json`. */
  registry: string;
}

/**
 * Writes a small deploy folder that follows `deployLayout`: the page loading `/shell/v1/main.js`,
 * that shell build, every remote at version `v1` (manifest and `remoteEntry.js`), the registry,
 * the release ledger and the lock. Like a folder copied by hand (not through `release`), the
 * version folders also hold a dotfile, source maps and a server build (`ssr/`), which must never
 * be served, and the private store holds a map (docs/security.md).
 * @param root an empty directory
 * @returns what was written
 */
export function writeDeployFixture(root: string): DeployFixture {
  const layout = deployLayout(root);
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const page =
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>fixture</title>' +
    '<script defer src="/shell/v1/main.js"></script></head><body><div id="root"></div></body></html>';
  const shellMain = Array.from({ length: 200 }, (_, i) => `console.log('shell line ${i}');`).join(
    '\n',
  );
  const registry = JSON.stringify(
    registryWithOwnership(LOCAL_SITE_CONFIG, (name) => ({
      version: 'v1',
      entry: `/remotes/${name}/v1/mf-manifest.json`,
    })),
  );
  write(layout.pageFile, page);
  write(path.join(layout.shellVersionDir('v1'), 'main.js'), shellMain);
  write(path.join(layout.shellVersionDir('v1'), '.build-fingerprint'), 'abc');
  write(path.join(layout.shellVersionDir('v1'), 'main.js.map'), FIXTURE_SOURCE_MAP);
  write(path.join(layout.sourceMapsDir('shell', 'v1'), 'main.js.map'), FIXTURE_SOURCE_MAP);
  for (const name of REMOTE_NAMES) {
    const dir = layout.remoteVersionDir(name, 'v1');
    write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, name }));
    write(path.join(dir, 'remoteEntry.js'), `var ${name.replace('-', '_')} = {};`);
    write(path.join(dir, 'remoteEntry.js.map'), FIXTURE_SOURCE_MAP);
    write(path.join(dir, '.build-fingerprint'), 'abc');
    // The server build: read by the page renderer from disk, never served.
    write(path.join(dir, 'ssr', 'routes.js'), 'module.exports = { secret: "server build" };');
  }
  write(layout.registryFile, registry);
  write(layout.ledgerFile, JSON.stringify({ schemaVersion: 1, apps: {} }));
  write(layout.lockFile, '');
  return { root, page, shellMain, registry };
}

/**
 * The repository's production deploy folder when it has the versioned layout
 * (`npm run build -- --activate` writes it): `index.html`, `mf-registry.json` and `shell/`.
 * @param deployDir the folder to look at
 * @returns true when the page load test can run against it
 */
export function hasVersionedDeploy(deployDir: string): boolean {
  const layout = deployLayout(deployDir);
  return [layout.pageFile, layout.registryFile, layout.shellDir].every((p) => fs.existsSync(p));
}

/**
 * Copies a deploy folder without its source maps (a snapshot: a build running meanwhile cannot
 * change what the test serves).
 * @param from the deploy folder
 * @param to an empty directory
 */
export function copyDeploy(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, filter: (source) => !source.endsWith('.map') });
}

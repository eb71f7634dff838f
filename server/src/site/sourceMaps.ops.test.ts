import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rawGet } from '../testing/rawGet';
import {
  deployLayout,
  promote,
  prune,
  releaseBuild,
  buildFileDestination,
} from '@xingheng/release';
import { createSiteServer } from './server';
import { fakeBuild, tempDeployDir, testContext } from '@xingheng/release/testing';

// docs/security.md "No source in public": a release keeps its source maps in the deploy target's
// private store, never in the public version folder, and uploads no dotfile.

const MAP = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['x'] });

/** A fake build with maps next to its files and in a subfolder, and the build's dotfiles. */
function buildWithMaps(app: 'shell' | 'mf-support', version: string): string {
  const dir = fakeBuild(app, version);
  const entry = app === 'shell' ? 'main.js' : 'remoteEntry.js';
  fs.writeFileSync(path.join(dir, `${entry}.map`), MAP);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', '42.abcd1234.js'), '/* chunk */');
  fs.writeFileSync(path.join(dir, 'assets', '42.abcd1234.js.map'), MAP);
  fs.writeFileSync(path.join(dir, '.build-fingerprint'), 'fingerprint');
  fs.mkdirSync(path.join(dir, '.cache'));
  fs.writeFileSync(path.join(dir, '.cache', 'state.json'), '{}');
  return dir;
}

/** Every file under a folder, relative, sorted. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('buildFileDestination', () => {
  test.each([
    ['remoteEntry.js', 'public'],
    ['assets/logo.12ab34cd.png', 'public'],
    ['main.js.map', 'private'],
    ['assets/42.abcd1234.js.map', 'private'],
    ['.build-fingerprint', 'skip'],
    ['.cache/state.json', 'skip'],
    ['assets/.DS_Store', 'skip'],
    ['../escape.js.map', 'skip'],
  ])('%s → %s', (file, destination) => {
    expect(buildFileDestination(file)).toBe(destination);
  });
});

describe('releasing a build with source maps', () => {
  test.each(['mf-support', 'shell'] as const)(
    '%s: the maps go to the private store, the version folder has no map and no dotfile',
    async (app) => {
      const deployDir = tempDeployDir();
      const context = testContext(deployDir);
      const layout = deployLayout(deployDir);
      await releaseBuild(context, app, buildWithMaps(app, 'v1'));
      const versionDir =
        app === 'shell' ? layout.shellVersionDir('v1') : layout.remoteVersionDir(app, 'v1');
      const publicFiles = filesUnder(versionDir);
      expect(publicFiles).toContain('assets/42.abcd1234.js');
      expect(publicFiles.filter((f) => f.endsWith('.map') || /(^|\/)\./.test(f))).toEqual([]);
      const entry = app === 'shell' ? 'main.js' : 'remoteEntry.js';
      expect(filesUnder(layout.sourceMapsDir(app, 'v1'))).toEqual([
        'assets/42.abcd1234.js.map',
        `${entry}.map`,
      ]);
      // Outside anything served: not under /remotes/ or /shell/.
      expect(path.relative(layout.root, layout.sourceMapsDir(app, 'v1'))).toMatch(/^private\//);
      // Decoding an incident: the map is read back from the target.
      expect(await context.target.readSourceMap(app, 'v1', `${entry}.map`)).toBe(MAP);
      expect(await context.target.readSourceMap(app, 'v1', '../../../mf-registry.json')).toBe(
        undefined,
      );
    },
  );

  test('a released map and dotfile answer 404 over HTTP; the file served is there', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await releaseBuild(context, 'mf-support', buildWithMaps('mf-support', 'v1'));
    const dbFile = path.join(deployDir, '..', `${path.basename(deployDir)}.sqlite`);
    const site = await createSiteServer({ deployDir, dbFile });
    try {
      await site.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
      const base = `${origin}/remotes/mf-support/v1`;
      expect((await rawGet(`${base}/assets/42.abcd1234.js`)).status).toBe(200);
      for (const file of [
        'remoteEntry.js.map',
        'assets/42.abcd1234.js.map',
        '.build-fingerprint',
      ]) {
        const answer = await rawGet(`${base}/${file}`);
        expect({ file, status: answer.status }).toEqual({ file, status: 404 });
        expect(answer.body.toString()).not.toContain('sourcesContent');
      }
      const privateMap = await rawGet(
        `${origin}/private/sourcemaps/mf-support/v1/remoteEntry.js.map`,
      );
      expect(privateMap.status).toBe(404);
    } finally {
      await site.close();
      fs.rmSync(dbFile, { force: true });
    }
  }, 60_000);

  test('prune removes a version and its private maps together', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    const layout = deployLayout(deployDir);
    for (const v of ['v1', 'v2', 'v3']) {
      await releaseBuild(context, 'mf-support', buildWithMaps('mf-support', v));
    }
    await promote(context, 'mf-support', 'v3', { force: true });
    expect(await prune(context, 'mf-support', 1)).toEqual(['v1', 'v2']);
    for (const v of ['v1', 'v2']) {
      expect(fs.existsSync(layout.remoteVersionDir('mf-support', v))).toBe(false);
      expect(fs.existsSync(layout.sourceMapsDir('mf-support', v))).toBe(false);
    }
    expect(fs.existsSync(layout.sourceMapsDir('mf-support', 'v3'))).toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_PATHS_FILE, type RoutePathsFile } from '@xingheng/shared';
import { REPO_ROOT } from '../deploy/paths';
import { routesEntryFiles, writeRoutePaths } from './routePaths';

/** The fields of a real `mf-manifest.json` that `route-paths.json` is made from. */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.27211ccd.js'] }, css: { sync: [] } },
    },
    { path: './Other', assets: { js: { sync: ['other.js'] } } },
  ],
};

describe('writeRoutePaths', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-route-paths-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("lists every page of a remote's route group with its chunk, and the files that load it", async () => {
    expect(await writeRoutePaths(path.join(REPO_ROOT, 'mf-support'), dist)).toBeGreaterThan(5);
    const written = JSON.parse(
      fs.readFileSync(path.join(dist, ROUTE_PATHS_FILE), 'utf8'),
    ) as RoutePathsFile;
    expect(written.schemaVersion).toBe(1);
    expect(written.entry).toEqual(['remoteEntry.js', '__federation_expose_routes.27211ccd.js']);
    expect(written.routes).toContainEqual({
      path: '/support',
      chunk: 'support-center',
      audience: 'public',
    });
    expect(written.routes).toContainEqual({
      path: '/notices/details/:id?',
      chunk: 'support-notice-details',
      audience: 'public',
    });
    expect(written.routes).toContainEqual({
      path: '/support/map',
      chunk: 'support-map',
      audience: 'public',
      budget: 'chart',
    });
    for (const route of written.routes) expect(route.chunk).toMatch(/^support-/);
  });

  it('writes nothing for an app without a route group, and removes a stale file', async () => {
    fs.writeFileSync(path.join(dist, ROUTE_PATHS_FILE), '{}');
    expect(await writeRoutePaths(path.join(REPO_ROOT, 'shell'), dist)).toBeUndefined();
    expect(fs.existsSync(path.join(dist, ROUTE_PATHS_FILE))).toBe(false);
  });
});

describe('routesEntryFiles', () => {
  it('puts a nested entry path before the name', () => {
    expect(
      routesEntryFiles({ ...manifest, metaData: { remoteEntry: { name: 'e.js', path: 'js/' } } }),
    ).toEqual(['js/e.js', '__federation_expose_routes.27211ccd.js']);
  });

  it('fails on a manifest without a ./routes expose', () => {
    expect(() => routesEntryFiles({ ...manifest, exposes: [] })).toThrow('./routes');
  });
});

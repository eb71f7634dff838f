import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../deploy/paths';
import { releaseBuild } from './commands';
import { diffVersions, formatDiff, versionProfile } from './diff';
import { fakeBuild, tempDeployDir, testContext } from './testing';

const run = promisify(execFile);

/** Deterministic JS of about `kb` KB that gzip cannot shrink much. */
function scriptOf(seed: string, kb: number): string {
  let text = '';
  let x = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  while (text.length < kb * 1024) {
    x = (x * 1103515245 + 12345) >>> 0;
    text += `var v${x.toString(36)}=${x};`;
  }
  return text;
}

/** A fake mf-support build with its route lists and chunk files. */
function supportBuild(
  version: string,
  routes: Record<string, string[]>,
  options: { requiredReact?: string; exposes?: string[] } = {},
) {
  const dir = fakeBuild('mf-support', version, {
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: options.requiredReact ?? '^19.3.1' },
    ],
  });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.exposes = (options.exposes ?? ['./routes']).map((p) => ({ name: p.slice(2), path: p }));
  manifest.shared[0].assets = { js: { sync: ['react.js'], async: [] } };
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const files = new Set(Object.values(routes).flat());
  for (const file of files) fs.writeFileSync(path.join(dir, file), scriptOf(file + version, 4));
  fs.writeFileSync(path.join(dir, 'react.js'), scriptOf('react', 40));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), scriptOf('entry', 2));
  const chunkOf = (route: string) => route.replace(/\W+/g, '-');
  fs.writeFileSync(
    path.join(dir, 'route-paths.json'),
    JSON.stringify({
      schemaVersion: 1,
      entry: ['remoteEntry.js'],
      routes: Object.keys(routes).map((route) => ({ path: route, chunk: chunkOf(route) })),
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify(
      Object.fromEntries(
        Object.entries(routes).map(([route, list]) => [chunkOf(route), [...list, 'react.js']]),
      ),
    ),
  );
  return dir;
}

describe('diff of two versions', () => {
  it("lists a removed route, changed exposes and shared ranges, and each route's JS side by side", async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await releaseBuild(
      context,
      'mf-support',
      supportBuild('v1', { '/support': ['center.js'], '/notices': ['notices.js'] }),
    );
    await releaseBuild(
      context,
      'mf-support',
      supportBuild(
        'v2',
        { '/support': ['center.js', 'faq.js'], '/support/new': ['new.js'] },
        { requiredReact: '^19.4.0', exposes: ['./routes', './TicketBadge'] },
      ),
    );
    const a = await versionProfile(context.target, 'mf-support', 'v1');
    const b = await versionProfile(context.target, 'mf-support', 'v2');
    const diff = diffVersions(a, b);
    expect(diff).toMatchObject({
      routesAdded: ['/support/new'],
      routesRemoved: ['/notices'],
      exposesAdded: ['./TicketBadge'],
      exposesRemoved: [],
      shared: [{ name: 'react', a: '^19.3.1', b: '^19.4.0' }],
    });
    // Entry + the page's chunks, gzipped; the shared react.js the shell provides is left out.
    const gz = (file: string, version: string) =>
      gzipSync(fs.readFileSync(path.join(deployDir, 'remotes/mf-support', version, file)), {
        level: 6,
      }).length;
    expect(a.routeJs['/support']).toBe(gz('remoteEntry.js', 'v1') + gz('center.js', 'v1'));
    expect(b.routeJs['/support']).toBe(
      gz('remoteEntry.js', 'v2') + gz('center.js', 'v2') + gz('faq.js', 'v2'),
    );
    expect(diff.js.map((row) => row.path)).toEqual(['/support', '/notices', '/support/new']);
    expect(diff.js[1]).toEqual({ path: '/notices', a: a.routeJs['/notices'], b: undefined });

    const text = formatDiff('mf-support', a, b);
    expect(text).toContain('路由：新增 /support/new；删除 /notices');
    expect(text).toContain('共享依赖范围：react ^19.3.1 → ^19.4.0');
    expect(text).toMatch(/\n\/support +\d+\.\d +\d+\.\d +1\.\d\d\n/);
    expect(text).toMatch(/\n\/notices +\d+\.\d +— +—\n/);
  });

  it('is printed by the CLI, which refuses a version that is not on the target', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await releaseBuild(context, 'mf-support', supportBuild('v1', { '/support': ['a.js'] }));
    await releaseBuild(context, 'mf-support', supportBuild('v2', { '/support': ['a.js'] }));
    const cli = path.join(REPO_ROOT, 'release', 'src', 'cli', 'release.ts');
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const args = ['diff', 'mf-support', 'v1', 'v2', '--deploy-dir', deployDir];
    const { stdout } = await run(tsx, [cli, ...args]);
    expect(stdout).toContain('mf-support：A v1 → B v2');
    expect(stdout).toContain('路由：新增 无；删除 无');
    await expect(
      run(tsx, [cli, 'diff', 'mf-support', 'v1', 'v9', '--deploy-dir', deployDir]),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('v9 不在部署目标') });
  }, 60_000);
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { openSharedTestTarget } from '../deploy/clusterTesting';
import type { OpenedDeployTarget } from '../deploy/openTarget';
import { REPO_ROOT } from '../deploy/paths';
import { promote, recordVerification, releaseBuild, rollback } from './commands';
import { readLedger, type ReleaseContext } from './releaseStore';
import { fakeBuild, seedSite } from './testing';

// Releases from any machine (docs/deployment.md "Releases from any machine"): the release
// commands on a deploy target in a bucket of the object storage stand-in, its ledger and release
// lock in PostgreSQL; two machines releasing at once both land.

const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const tsconfig = path.join(REPO_ROOT, 'tsconfig.tsx.json');

let opened: OpenedDeployTarget;
let env: NodeJS.ProcessEnv;
let context: ReleaseContext;
let clock = Date.parse('2026-11-28T01:00:00Z');

/** Runs a TypeScript file of the repository with `env` added; resolves its code and output. */
function runTs(file: string, args: string[], extraEnv: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      tsx,
      ['--tsconfig', tsconfig, file, ...args],
      { cwd: REPO_ROOT, timeout: 120_000, env: { ...process.env, ...extraEnv } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  ({ opened, env } = await openSharedTestTarget());
  context = { target: opened.target, by: 'tester', now: () => new Date((clock += 1000)) };
  await seedSite(context);
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

describe('releases on an s3:// target', () => {
  it('releases, promotes and rolls back, switching the bucket’s registry and page', async () => {
    const { target } = context;
    /** The bucket's registry entry of mf-support. */
    const registry = async () => {
      const text = (await target.readRoot('mf-registry.json')) ?? '{"remotes":[]}';
      const { remotes } = JSON.parse(text) as {
        remotes: { name: string; version: string; previous?: { version: string } }[];
      };
      return remotes.find((remote) => remote.name === 'mf-support');
    };
    expect((await registry())?.version).toBe('v1');
    expect(await target.readRoot('index.html')).toContain('shell v1');

    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await recordVerification(context, 'mf-support', 'v2', { ok: true, site: 'test', failures: [] });
    await promote(context, 'mf-support', 'v2', { reason: '修复工单页' });
    expect(await registry()).toMatchObject({
      version: 'v2',
      previous: { version: 'v1' },
    });
    await releaseBuild(context, 'shell', fakeBuild('shell', 'v2'));
    await promote(context, 'shell', 'v2', { force: true, reason: '新外壳' });
    expect(await target.readRoot('index.html')).toContain('shell v2');

    const back = await rollback(context, 'mf-support', { reason: '工单页报错' });
    expect(back).toMatchObject({ from: 'v2', to: 'v1' });
    expect((await registry())?.version).toBe('v1');
    await rollback(context, 'shell', { reason: '外壳回退' });
    expect(await target.readRoot('index.html')).toContain('shell v1');

    const ledger = await readLedger(target);
    expect(ledger.apps['mf-support'].active).toBe('v1');
    expect(ledger.history.slice(-7).map((e) => `${e.action} ${e.app} ${e.to}`)).toEqual([
      'release mf-support v2',
      'verify mf-support v2',
      'promote mf-support v2',
      'release shell v2',
      'promote shell v2',
      'rollback mf-support v1',
      'rollback shell v1',
    ]);
    expect((await target.listVersions('mf-support')).sort()).toEqual(['v1', 'v2']);
  }, 60_000);

  it('shows the same state to `npm run release` on another machine through DEPLOY_URL', async () => {
    const cli = path.join(REPO_ROOT, 'release', 'src', 'cli', 'release.ts');
    const result = await runTs(cli, ['status', '--json'], { ...env, DEPLOY_DIR: '/nonexistent' });
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as { app: string; active?: string }[];
    expect(rows.find((row) => row.app === 'mf-support')?.active).toBe('v1');
  }, 60_000);

  it('records both of two releases started by two machines at the same moment, in order', async () => {
    const child = path.join(REPO_ROOT, 'release', 'src', 'core', 'concurrentRelease.child.ts');
    // Both wait for the same instant after opening the target (tsx and the database take a while).
    const startAt = String(Date.now() + 6_000);
    const results = await Promise.all(
      (['mf-order', 'mf-account'] as const).map((app) =>
        runTs(child, [app, fakeBuild(app, 'v3'), startAt], env),
      ),
    );
    for (const result of results) expect(result.stdout).toMatch(/^released mf-\w+ v3$/m);

    const ledger = await readLedger(context.target);
    expect(ledger.apps['mf-order'].versions.map((v) => v.version)).toContain('v3');
    expect(ledger.apps['mf-account'].versions.map((v) => v.version)).toContain('v3');
    const releases = ledger.history.filter((e) => e.action === 'release' && e.to === 'v3');
    expect(releases.map((e) => e.by).sort()).toEqual(['child-mf-account', 'child-mf-order']);
    // In order: the history is appended one change after another, never interleaved.
    const times = ledger.history.map((e) => e.at);
    expect(times.slice(-2)).toEqual([...times.slice(-2)].sort());
    expect(await context.target.hasVersion('mf-order', 'v3')).toBe(true);
    expect(await context.target.hasVersion('mf-account', 'v3')).toBe(true);
  }, 90_000);
});

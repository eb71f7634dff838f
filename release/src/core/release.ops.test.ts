import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { apiPlugin, openDatabase } from '@xingheng/api';
import { parseRegistry, REMOTE_NAMES } from '@xingheng/shared/registry';
import { deployLayout, REPO_ROOT } from '../deploy/paths';
import {
  freeze,
  promote,
  prune,
  recordVerification,
  releaseBuild,
  rollback,
  startCanary,
  unfreeze,
} from './commands';
import { databaseFailureCounter } from './failureCounter';
import { readLedger } from './releaseStore';
import { formatStatus, releaseStatus } from './status';
import { fakeBuild, seedSite, tempDeployDir, testContext } from './testing';
import { treeChecksums } from './treeChecksums';

/** The release operations of docs/releasing.md on a real temporary deploy folder. */

const run = promisify(execFile);

function registryOf(deployDir: string) {
  return parseRegistry(JSON.parse(fs.readFileSync(deployLayout(deployDir).registryFile, 'utf8')));
}

describe('release → verify → promote → rollback', () => {
  it('releases without activating, refuses an unverified promote, and rolls back', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    const registryBefore = registryOf(deployDir);
    expect(registryBefore.remotes.map((r) => r.version)).toEqual(['v1', 'v1', 'v1', 'v1']);
    expect(fs.readFileSync(deployLayout(deployDir).pageFile, 'utf8')).toContain('/shell/v1/');

    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    expect(registryOf(deployDir)).toEqual(registryBefore);
    await expect(promote(context, 'mf-support', 'v2')).rejects.toThrow('尚未验证');

    await recordVerification(context, 'mf-support', 'v2', { ok: true, site: 'test', failures: [] });
    await promote(context, 'mf-support', 'v2', { reason: '修复隐私政策排版' });
    const support = registryOf(deployDir).remotes.find((r) => r.name === 'mf-support');
    expect(support).toMatchObject({
      version: 'v2',
      entry: '/remotes/mf-support/v2/mf-manifest.json',
      previous: { version: 'v1', entry: '/remotes/mf-support/v1/mf-manifest.json' },
    });

    await rollback(context, 'mf-support', { reason: '线上报错' });
    const rolledBack = registryOf(deployDir).remotes.find((r) => r.name === 'mf-support');
    expect(rolledBack?.version).toBe('v1');
    // The fallback is never the version rolled back from (nothing earlier here).
    expect(rolledBack).not.toHaveProperty('previous');
    const history = (await readLedger(context.target)).history.filter(
      (e) => e.app === 'mf-support' && e.action !== 'verify',
    );
    expect(history.map((e) => [e.action, e.from, e.to, e.reason])).toEqual([
      ['release', undefined, 'v1', undefined],
      ['promote', undefined, 'v1', '首次上线'],
      ['release', undefined, 'v2', undefined],
      ['promote', 'v1', 'v2', '修复隐私政策排版'],
      ['rollback', 'v2', 'v1', '线上报错'],
    ]);
    expect(history.every((e) => e.by === 'tester' && e.at.startsWith('2026-11-22'))).toBe(true);
  });

  it('leaves every file of the other remotes byte-for-byte unchanged', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    const others = () => {
      const registry = registryOf(deployDir);
      return {
        files: REMOTE_NAMES.filter((n) => n !== 'mf-support').map((n) =>
          treeChecksums(path.join(deployDir, 'remotes', n)),
        ),
        entries: JSON.stringify(registry.remotes.filter((r) => r.name !== 'mf-support')),
      };
    };
    const before = others();
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await promote(context, 'mf-support', 'v2', { force: true });
    await rollback(context, 'mf-support');
    expect(others()).toEqual(before);
  });

  it('refuses a promote of a version that failed verification, unless forced with a reason', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    await releaseBuild(context, 'mf-order', fakeBuild('mf-order', 'v2'));
    await recordVerification(context, 'mf-order', 'v2', {
      ok: false,
      site: 'test',
      failures: ['/order/payoff: 未捕获异常：boom'],
    });
    await expect(promote(context, 'mf-order', 'v2')).rejects.toThrow('未通过验证');
    expect(registryOf(deployDir).remotes.find((r) => r.name === 'mf-order')?.version).toBe('v1');
    await expect(promote(context, 'mf-order', 'v2', { force: true })).rejects.toThrow(
      '强制启用须用 --reason 说明原因',
    );
    await promote(context, 'mf-order', 'v2', { force: true, reason: '紧急修复' });
    const last = (await readLedger(context.target)).history.at(-1);
    expect(last).toMatchObject({ action: 'promote', to: 'v2', forced: true, reason: '紧急修复' });
  });

  it('rolls back to a named version and refuses unknown ones', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    for (const v of ['v2', 'v3']) {
      await releaseBuild(context, 'mf-account', fakeBuild('mf-account', v));
      await promote(context, 'mf-account', v, { force: true });
    }
    await rollback(context, 'mf-account', { to: 'v1' });
    expect(registryOf(deployDir).remotes.find((r) => r.name === 'mf-account')).toMatchObject({
      version: 'v1',
      previous: { version: 'v2' },
    });
    await expect(rollback(context, 'mf-account', { to: 'v9' })).rejects.toThrow(
      '没有已发布的版本 v9',
    );
  });
});

describe('the shell', () => {
  it('is released, promoted and rolled back by switching the page to its versioned folder', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    const page = () => fs.readFileSync(deployLayout(deployDir).pageFile, 'utf8');
    const registry = fs.readFileSync(deployLayout(deployDir).registryFile, 'utf8');
    await releaseBuild(context, 'shell', fakeBuild('shell', 'v2'));
    expect(page()).toContain('/shell/v1/main.js');
    await promote(context, 'shell', 'v2', { force: true, reason: '新页头' });
    expect(page()).toContain('/shell/v2/main.js');
    await rollback(context, 'shell');
    expect(page()).toContain('/shell/v1/main.js');
    expect(fs.readFileSync(deployLayout(deployDir).registryFile, 'utf8')).toBe(registry);
    expect(fs.existsSync(path.join(deployDir, 'shell', 'v2', 'index.html'))).toBe(true);
  });
});

describe('release checks', () => {
  it('refuses a remote whose shared ranges the active shell does not satisfy, naming them', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    const build = fakeBuild('mf-support', 'v2', {
      shared: [
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
        { name: 'zustand', version: '5.0.0', requiredVersion: '^5.0.0' },
      ],
    });
    await expect(releaseBuild(context, 'mf-support', build)).rejects.toThrow(
      '共享依赖与当前外壳不兼容，拒绝发布：react 需要 ^20.0.0，外壳提供 19.3.1；zustand 需要 ^5.0.0，外壳提供 （未共享）',
    );
    expect(fs.existsSync(path.join(deployDir, 'remotes', 'mf-support', 'v2'))).toBe(false);
    expect((await readLedger(context.target)).apps['mf-support'].versions).toHaveLength(1);
  });

  it('refuses a build without ./routes, and a version released twice', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    await expect(
      releaseBuild(context, 'mf-order', fakeBuild('mf-order', 'v2', { exposesRoutes: false })),
    ).rejects.toThrow('没有暴露 ./routes');
    await expect(releaseBuild(context, 'mf-order', fakeBuild('mf-order', 'v1'))).rejects.toThrow(
      '已发布过',
    );
  });
});

describe('canary and prune', () => {
  it('records a canary in the registry and ends it on promote', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await expect(startCanary(context, 'mf-support', 'v2', 50)).rejects.toThrow('未通过验证');
    await expect(startCanary(context, 'mf-support', 'v2', 100, { force: true })).rejects.toThrow(
      '1–99',
    );
    await expect(startCanary(context, 'shell', 'v1', 50)).rejects.toThrow('外壳不支持灰度');
    await startCanary(context, 'mf-support', 'v2', 50, { force: true });
    expect(registryOf(deployDir).remotes.find((r) => r.name === 'mf-support')).toMatchObject({
      version: 'v1',
      canary: { version: 'v2', percent: 50, entry: '/remotes/mf-support/v2/mf-manifest.json' },
    });
    await promote(context, 'mf-support', 'v2', { force: true });
    const support = registryOf(deployDir).remotes.find((r) => r.name === 'mf-support');
    expect(support?.version).toBe('v2');
    expect(support?.canary).toBeUndefined();
  });

  it('prunes old versions but never the active, previous or canary one', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    for (const v of ['v2', 'v3', 'v4', 'v5']) {
      await releaseBuild(context, 'mf-order', fakeBuild('mf-order', v));
    }
    await promote(context, 'mf-order', 'v2', { force: true }); // active v2, previous v1
    await startCanary(context, 'mf-order', 'v3', 10, { force: true });
    const removed = await prune(context, 'mf-order', 1);
    expect(removed).toEqual(['v4']);
    expect(fs.readdirSync(path.join(deployDir, 'remotes', 'mf-order')).sort()).toEqual([
      'v1',
      'v2',
      'v3',
      'v5',
    ]);
    expect(
      (await readLedger(context.target)).apps['mf-order'].versions.map((v) => v.version),
    ).toEqual(['v1', 'v2', 'v3', 'v5']);
  });
});

describe('freeze', () => {
  it('refuses promote and canary until unfreeze, allows rollback, and shows in status', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    for (const v of ['v2', 'v3']) {
      await releaseBuild(context, 'mf-order', fakeBuild('mf-order', v));
      await recordVerification(context, 'mf-order', v, { ok: true, site: 'test', failures: [] });
    }
    await promote(context, 'mf-order', 'v2');
    await expect(freeze(context, 'mf-order', '  ')).rejects.toThrow('须说明原因');
    await freeze(context, 'mf-order', '双十一大促期间');
    await expect(freeze(context, 'mf-order', '再冻一次')).rejects.toThrow('双十一大促期间');

    await expect(promote(context, 'mf-order', 'v3')).rejects.toThrow(
      /mf-order 已冻结（tester 于 .+：双十一大促期间），拒绝启用/,
    );
    // --force lifts the verification requirement, not a freeze.
    await expect(promote(context, 'mf-order', 'v3', { force: true })).rejects.toThrow('已冻结');
    await expect(startCanary(context, 'mf-order', 'v3', 10)).rejects.toThrow('拒绝灰度');
    // Other apps are not frozen.
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await promote(context, 'mf-support', 'v2', { force: true });

    await rollback(context, 'mf-order', { reason: 'v2 下单异常' });
    expect(registryOf(deployDir).remotes.find((r) => r.name === 'mf-order')?.version).toBe('v1');

    const rows = await releaseStatus(context.target, async () => ({
      visitors: 0,
      reports: 0,
      kinds: {},
      versions: [],
    }));
    const text = formatStatus(rows);
    expect(text.split('\n').find((l) => l.startsWith('mf-order'))).toMatch(/ 已冻结$/);
    expect(text).toMatch(/冻结中.*\n {2}mf-order +\S+ tester：双十一大促期间\n/);

    await unfreeze(context, 'mf-order', '大促结束');
    await expect(unfreeze(context, 'mf-order')).rejects.toThrow('没有冻结');
    await promote(context, 'mf-order', 'v3');
    const ledger = await readLedger(context.target);
    expect(ledger.apps['mf-order'].active).toBe('v3');
    expect(ledger.apps['mf-order'].frozen).toBeUndefined();
    expect(ledger.history.filter((e) => e.app === 'mf-order').map((e) => e.action)).toEqual([
      'release',
      'verify',
      'promote',
      'release',
      'verify',
      'release',
      'verify',
      'promote',
      'freeze',
      'rollback',
      'unfreeze',
      'promote',
    ]);
  });
});

describe('the CLI', () => {
  const cli = path.join(REPO_ROOT, 'release', 'src', 'cli', 'release.ts');
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

  it('prints its help and refuses unknown commands with exit code 2', async () => {
    const help = await run(tsx, [cli, '--help']);
    expect(help.stdout).toContain('rollback <应用> [--to <版本>]');
    await expect(run(tsx, [cli, 'launch'])).rejects.toMatchObject({ code: 2 });
  }, 30_000);

  it('freezes from the command line only with a reason, and then refuses a promote with exit 1', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    const cliIn = (...args: string[]) => run(tsx, [cli, ...args, '--deploy-dir', deployDir]);
    await expect(cliIn('freeze', 'mf-support')).rejects.toMatchObject({ code: 2 });
    const frozen = await cliIn('freeze', 'mf-support', '--reason', '排查工单附件问题');
    expect(frozen.stdout).toContain('mf-support 已冻结');
    await expect(cliIn('promote', 'mf-support', 'v2', '--force')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('已冻结'),
    });
    await cliIn('unfreeze', 'mf-support');
    await cliIn('promote', 'mf-support', 'v2', '--force');
    expect(registryOf(deployDir).remotes.find((r) => r.name === 'mf-support')?.version).toBe('v2');
  }, 60_000);

  it('lands two promotions started at the same time whole and in order', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await releaseBuild(context, 'mf-order', fakeBuild('mf-order', 'v2'));
    const promoteIn = (app: string) =>
      run(tsx, [cli, 'promote', app, 'v2', '--force', '--deploy-dir', deployDir, '--by', app]);
    await Promise.all([promoteIn('mf-support'), promoteIn('mf-order')]);
    const registry = registryOf(deployDir);
    expect(registry.remotes.find((r) => r.name === 'mf-support')?.version).toBe('v2');
    expect(registry.remotes.find((r) => r.name === 'mf-order')?.version).toBe('v2');
    const promotions = (await readLedger(context.target)).history.filter(
      (e) => e.action === 'promote' && e.to === 'v2',
    );
    expect(promotions.map((e) => e.app).sort()).toEqual(['mf-order', 'mf-support']);
    expect(fs.readdirSync(deployDir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  }, 30_000);
});

describe('status', () => {
  it('lists each app with its versions and the visitors who met load failures since its last change', async () => {
    const deployDir = tempDeployDir();
    // The change happened before the reports (which the API stamps with the real time).
    const context = { ...testContext(deployDir), now: () => new Date('2020-01-01T00:00:00Z') };
    await seedSite(context);
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await promote(context, 'mf-support', 'v2', { force: true, reason: '新版帮助中心' });
    const changedAt = (await readLedger(context.target)).apps['mf-support'].changedAt ?? '';

    const dbFile = path.join(tempDeployDir(), 'api.sqlite');
    const db = await openDatabase(dbFile);
    const app = Fastify();
    await app.register(apiPlugin, { db });
    const report = (version: string, bucket: string) =>
      app.inject({
        method: 'POST',
        url: '/api/web/remote-failures',
        headers: { cookie: `xh_canary_bucket=${bucket}` },
        payload: {
          remote: 'mf-support',
          version,
          kind: 'manifest',
          message: '404',
          fellBackTo: 'v1',
        },
      });
    // Two visitors (buckets 3 and 4); the first posts three times and counts once.
    for (const bucket of ['3', '3', '3', '4']) {
      expect((await report('v2', bucket)).statusCode).toBe(200);
    }
    await app.close();
    await db.destroy();

    const failures = databaseFailureCounter(dbFile);
    try {
      const rows = await releaseStatus(context.target, failures.count);
      const support = rows.find((r) => r.app === 'mf-support');
      expect(support).toMatchObject({
        active: 'v2',
        previous: 'v1',
        changedBy: 'tester',
        reason: '新版帮助中心',
        failures: { visitors: 2, reports: 4, kinds: { manifest: 2 }, versions: ['v2'] },
      });
      expect(rows.find((r) => r.app === 'mf-order')?.failures.visitors).toBe(0);
      const text = formatStatus(rows);
      const lines = text.split('\n');
      expect(lines[0]).toMatch(/^应用 +启用版本 +灰度 +上一版本 +可用版本 +加载失败 +冻结$/);
      expect(lines.find((l) => l.startsWith('mf-support'))).toMatch(
        /^mf-support +v2 +— +v1 +2 个（1 个已验证） +2 位访客 +—$/,
      );
      expect(text).not.toContain('冻结中');
      expect(text).toContain('  mf-support   2 位访客（manifest 2；版本 v2；上报 4 次）');
      expect(text).toContain(`  mf-support   ${changedAt} tester：新版帮助中心`);
      // Reports before the last change do not count.
      expect((await failures.count('mf-support', '2999-01-01T00:00:00.000Z')).visitors).toBe(0);
    } finally {
      await failures.close();
    }
  });
});

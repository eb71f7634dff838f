import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseRegistry } from '@xingheng/shared/registry';
import { deployLayout, REPO_ROOT } from '../deploy/paths';
import { promote, releaseBuild, rollback, startCanary, withdrawCanary } from './commands';
import { readLedger } from './releaseStore';
import { fakeBuild, seedSite, tempDeployDir, testContext } from './testing';

/** `rollback` walks back through the history (docs/releasing.md "rollback"). */

const run = promisify(execFile);
const cli = path.join(REPO_ROOT, 'release', 'src', 'cli', 'release.ts');
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

function supportEntry(deployDir: string) {
  const registry = parseRegistry(
    JSON.parse(fs.readFileSync(deployLayout(deployDir).registryFile, 'utf8')),
  );
  return registry.remotes.find((r) => r.name === 'mf-support');
}

async function siteWith(versions: string[]) {
  const deployDir = tempDeployDir();
  const context = testContext(deployDir);
  await seedSite(context);
  for (const v of versions) {
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', v));
  }
  return { deployDir, context };
}

describe('rollback', () => {
  it('never re-activates the version a rollback left, and its fallback is not that version', async () => {
    const { deployDir, context } = await siteWith(['v2', 'v3']);
    await promote(context, 'mf-support', 'v2', { force: true });
    await promote(context, 'mf-support', 'v3', { force: true });

    const first = await rollback(context, 'mf-support', { reason: 'v3 白屏' });
    expect(first).toMatchObject({ from: 'v3', to: 'v2', next: 'v1' });
    expect(supportEntry(deployDir)).toMatchObject({ version: 'v2', previous: { version: 'v1' } });

    const second = await rollback(context, 'mf-support', { reason: 'v2 也有问题' });
    expect(second).toMatchObject({ from: 'v2', to: 'v1' });
    expect(second.next).toBeUndefined();
    expect(supportEntry(deployDir)?.version).toBe('v1');
    expect(supportEntry(deployDir)).not.toHaveProperty('previous');

    const ledgerFile = path.join(deployDir, 'release-ledger.json');
    const before = fs.readFileSync(ledgerFile, 'utf8');
    await expect(rollback(context, 'mf-support')).rejects.toThrow(
      'mf-support 没有可回滚到的版本：v1 之前启用过的版本都已撤回、被回滚过或已删除',
    );
    expect(fs.readFileSync(ledgerFile, 'utf8')).toBe(before);
  });

  it('walks past a withdrawn version and a pruned one', async () => {
    const { deployDir, context } = await siteWith(['v2', 'v3', 'v4']);
    await promote(context, 'mf-support', 'v2', { force: true });
    await startCanary(context, 'mf-support', 'v3', 10, { force: true });
    await withdrawCanary(context, 'mf-support', 'v3', { reason: '灰度失败' });
    // A withdrawn version put back by hand stays off the way back.
    await promote(context, 'mf-support', 'v3', { force: true, reason: '确认无误' });
    await promote(context, 'mf-support', 'v4', { force: true });
    fs.rmSync(path.join(deployDir, 'remotes', 'mf-support', 'v2'), { recursive: true });

    const done = await rollback(context, 'mf-support');
    expect(done).toMatchObject({ from: 'v4', to: 'v1' });
    expect((await readLedger(context.target)).apps['mf-support'].active).toBe('v1');
  });
});

describe('rollback on the command line', () => {
  it('prints where it goes, and refuses a second rollback with exit 1 and the ledger unchanged', async () => {
    const { deployDir, context } = await siteWith(['v2']);
    await promote(context, 'mf-support', 'v2', { force: true });
    const cliIn = (...args: string[]) => run(tsx, [cli, ...args, '--deploy-dir', deployDir]);

    const first = await cliIn('rollback', 'mf-support', '--reason', '线上报错');
    expect(first.stdout).toContain('mf-support 已回滚：v2 → v1');
    expect(first.stdout).toContain('没有更早的可回滚版本');

    const ledger = fs.readFileSync(path.join(deployDir, 'release-ledger.json'), 'utf8');
    await expect(cliIn('rollback', 'mf-support')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('mf-support 没有可回滚到的版本'),
    });
    expect(fs.readFileSync(path.join(deployDir, 'release-ledger.json'), 'utf8')).toBe(ledger);
    expect(supportEntry(deployDir)?.version).toBe('v1');
  }, 60_000);
});

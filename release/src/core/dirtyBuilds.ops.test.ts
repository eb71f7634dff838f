import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../deploy/paths';
import { buildStamp } from '../build/buildStamp';
import { releaseBuild } from './commands';
import { readLedger } from './releaseStore';
import { fakeBuild, seedSite, tempDeployDir, testContext } from './testing';
import { requireCleanTree, uncommittedChanges } from '../build/workingTree';

/**
 * Builds from a working tree with uncommitted changes (docs/releasing.md "What is where"): their version
 * says `-dirty`, and `release` refuses them unless `--allow-dirty`. The dirty trees are temporary
 * git repositories shaped like the monorepo.
 */

const run = promisify(execFile);
const cli = path.join(REPO_ROOT, 'release', 'src', 'cli', 'release.ts');
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** A committed repository with a remote, another remote, `shared/` and a doc. */
function fixtureRepo(): { root: string; write: (file: string, text: string) => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-git-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('mf-support/package.json', JSON.stringify({ version: '0.3.0' }));
  write('mf-support/src/index.ts', 'export {};\n');
  write('mf-order/src/index.ts', 'export {};\n');
  write('shared/src/index.ts', 'export {};\n');
  write('docs/releasing.md', '# Releasing\n');
  write('.gitignore', 'dist/\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: root,
      stdio: 'pipe',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'init');
  return { root, write };
}

describe('uncommittedChanges', () => {
  it('lists the changes that can reach the app, not other apps, tests, docs or ignored files', () => {
    const { root, write } = fixtureRepo();
    expect(uncommittedChanges(root, 'mf-support')).toEqual([]);
    write('mf-order/src/index.ts', 'export const x = 1;\n');
    write('mf-support/src/page.test.ts', 'test.todo("x");\n');
    write('docs/releasing.md', '# Releasing, changed\n');
    write('mf-support/dist/main.js', '');
    expect(uncommittedChanges(root, 'mf-support')).toEqual([]);
    expect(uncommittedChanges(root, 'mf-order')).toEqual(['mf-order/src/index.ts']);

    write('shared/src/new.ts', 'export {};\n');
    fs.renameSync(
      path.join(root, 'mf-support/src/index.ts'),
      path.join(root, 'mf-support/src/main.ts'),
    );
    expect(uncommittedChanges(root, 'mf-support')).toEqual([
      'mf-support/src/index.ts',
      'mf-support/src/main.ts',
      'shared/src/new.ts',
    ]);
  });

  it('knows nothing outside a git checkout', () => {
    expect(uncommittedChanges(fs.mkdtempSync(path.join(os.tmpdir(), 'xh-nogit-')), 'shell')).toBe(
      undefined,
    );
  });
});

describe('requireCleanTree', () => {
  it('refuses a tree with changes that reach the app, naming them and --allow-dirty', () => {
    const { root, write } = fixtureRepo();
    write('mf-order/src/index.ts', 'export const x = 1;\n');
    expect(() => requireCleanTree(root, 'mf-support')).not.toThrow();
    write('mf-support/src/index.ts', 'export const y = 1;\n');
    expect(() => requireCleanTree(root, 'mf-support')).toThrow(
      '工作区有未提交的改动（mf-support/src/index.ts），构建出的 mf-support 版本会标为 -dirty，拒绝发布：先提交改动，确需发布请加 --allow-dirty',
    );
  });
});

describe('buildStamp', () => {
  const at = new Date('2026-11-22T07:15:00Z');

  it('names a clean build by its commit, and a dirty one -dirty', () => {
    const { root, write } = fixtureRepo();
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    const clean = buildStamp('mf-support', root, at);
    expect(clean.stamp).toMatchObject({ version: `0.3.0-${commit}-20261122T071500`, commit });
    expect(clean.stamp.dirty).toBeUndefined();

    write('shared/src/index.ts', 'export const changed = true;\n');
    const dirty = buildStamp('mf-support', root, at);
    expect(dirty.stamp).toMatchObject({
      version: `0.3.0-${commit}-dirty-20261122T071500`,
      commit,
      dirty: true,
    });
    expect(dirty.changes).toEqual(['shared/src/index.ts']);
  });
});

describe('release of a dirty build', () => {
  it('is refused unless allowed, and then recorded as forced', async () => {
    const deployDir = tempDeployDir();
    const context = testContext(deployDir);
    await seedSite(context);
    const build = fakeBuild('mf-support', 'v2-dirty', { dirty: true });
    await expect(releaseBuild(context, 'mf-support', build)).rejects.toThrow(
      'mf-support v2-dirty 构建自有未提交改动的工作区（提交 abc1234 之外还有改动），拒绝发布：提交改动后重新构建，确需发布请加 --allow-dirty',
    );
    expect(fs.existsSync(path.join(deployDir, 'remotes', 'mf-support', 'v2-dirty'))).toBe(false);

    await releaseBuild(context, 'mf-support', build, { allowDirty: true });
    expect((await readLedger(context.target)).history.at(-1)).toMatchObject({
      action: 'release',
      to: 'v2-dirty',
      forced: true,
      reason: '构建含未提交的改动（--allow-dirty）',
    });
  });

  it('is refused by the CLI with exit 1, and released with --allow-dirty', async () => {
    const deployDir = tempDeployDir();
    await seedSite(testContext(deployDir));
    const build = fakeBuild('mf-support', 'v2', { dirty: true });
    const cliIn = (...args: string[]) =>
      run(tsx, [cli, 'release', 'mf-support', '--dist', build, '--deploy-dir', deployDir, ...args]);
    await expect(cliIn()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('拒绝发布：提交改动后重新构建，确需发布请加 --allow-dirty'),
    });
    const released = await cliIn('--allow-dirty');
    expect(released.stdout).toContain(
      '已发布 mf-support v2（未启用；含未提交的改动，--allow-dirty）',
    );
  }, 60_000);
});

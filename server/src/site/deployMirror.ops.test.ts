import fs from 'node:fs';
import path from 'node:path';
import { deployLayout, localFolderTarget, promote, releaseBuild } from '@xingheng/release';
import { fakeBuild, seedSite, tempDeployDir, testContext } from '@xingheng/release/testing';
import { syncDeployMirror } from './deployMirror';

/**
 * A node's mirror of a shared deploy target (docs/deployment.md "Releases from any machine"),
 * here over a local folder target: the S3 target gives the same methods.
 */

async function publishedSite() {
  const targetDir = tempDeployDir();
  const context = testContext(targetDir);
  await seedSite(context);
  return { targetDir, context, target: localFolderTarget(targetDir), mirror: tempDeployDir() };
}

const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('syncDeployMirror', () => {
  it('copies the registry, the page and every version they name, then does nothing while they stay', async () => {
    const { targetDir, target, mirror } = await publishedSite();
    const first = await syncDeployMirror(target, mirror);
    expect(first.switched).toBe(true);
    expect(first.fetched.map((v) => `${v.app}@${v.version}`).sort()).toEqual([
      'mf-account@v1',
      'mf-marketing@v1',
      'mf-order@v1',
      'mf-support@v1',
      'shell@v1',
    ]);
    const [from, to] = [deployLayout(targetDir), deployLayout(mirror)];
    expect(read(to.registryFile)).toBe(read(from.registryFile));
    expect(read(to.pageFile)).toBe(read(from.pageFile));
    expect(read(path.join(to.remoteVersionDir('mf-support', 'v1'), 'remoteEntry.js'))).toBe(
      '/* mf-support v1 */',
    );
    // The ledger stays on the target: a node needs the files visitors load, not the history.
    expect(fs.existsSync(to.ledgerFile)).toBe(false);

    expect(await syncDeployMirror(target, mirror)).toEqual({
      switched: false,
      fetched: [],
      serving: first.serving,
    });
  });

  it('fetches only the new version on a promote, and keeps the previous one', async () => {
    const { context, target, mirror } = await publishedSite();
    await syncDeployMirror(target, mirror);
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await promote(context, 'mf-support', 'v2', { force: true, reason: '镜像测试' });

    const round = await syncDeployMirror(target, mirror);
    expect(round).toMatchObject({
      switched: true,
      fetched: [{ app: 'mf-support', version: 'v2' }],
    });
    const registry = JSON.parse(read(deployLayout(mirror).registryFile)) as {
      remotes: { name: string; version: string; previous?: { version: string } }[];
    };
    const support = registry.remotes.find((r) => r.name === 'mf-support');
    expect(support?.version).toBe('v2');
    expect(support?.previous?.version).toBe('v1');
    expect(fs.existsSync(deployLayout(mirror).remoteVersionDir('mf-support', 'v1'))).toBe(true);
  });

  it('keeps the old registry and page when a named version cannot be fetched', async () => {
    const { targetDir, context, target, mirror } = await publishedSite();
    await syncDeployMirror(target, mirror);
    const before = read(deployLayout(mirror).registryFile);
    await releaseBuild(context, 'mf-order', fakeBuild('mf-order', 'v2'));
    await promote(context, 'mf-order', 'v2', { force: true, reason: '镜像测试' });
    fs.rmSync(deployLayout(targetDir).remoteVersionDir('mf-order', 'v2'), { recursive: true });

    await expect(syncDeployMirror(target, mirror)).rejects.toThrow('mf-order v2 不在部署目标');
    expect(read(deployLayout(mirror).registryFile)).toBe(before);
    // No half-fetched folder is left where a version would be looked for.
    expect(fs.readdirSync(path.join(mirror, 'remotes', 'mf-order'))).toEqual(['v1']);
  });

  it('refuses a target nothing was published to, naming what to do', async () => {
    await expect(
      syncDeployMirror(localFolderTarget(tempDeployDir()), tempDeployDir()),
    ).rejects.toThrow(/还没有注册表或首页：请先发布/);
  });
});

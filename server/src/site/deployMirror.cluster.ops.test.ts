import fs from 'node:fs';
import {
  deployLayout,
  openDeployTarget,
  promote,
  releaseBuild,
  rollback,
  waitForNodes,
  type OpenedDeployTarget,
  type ReleaseContext,
} from '@xingheng/release';
import {
  fakeBuild,
  openSharedTestTarget,
  seedSite,
  tempDeployDir,
} from '@xingheng/release/testing';
import { NODE_REPORT_MS, startDeployMirror, type DeployMirror } from './deployMirror';

/**
 * Two nodes' mirrors of one shared target (docs/deployment.md "Releases from any machine"): a
 * release machine's change reaches both by its word (`NOTIFY`), not by their timers (set to ten
 * minutes here), and the release waits until both say they serve it.
 */

let machine: OpenedDeployTarget;
let nodeA: OpenedDeployTarget;
let nodeB: OpenedDeployTarget;
const mirrors: DeployMirror[] = [];
const dirs = { a: tempDeployDir(), b: tempDeployDir() };
let clock = Date.parse('2026-11-28T02:00:00Z');

/** A release machine's context on the shared target. */
const context = (): ReleaseContext => ({
  target: machine.target,
  by: 'tester',
  now: () => new Date((clock += 1000)),
});

/** mf-support's active version in a node's mirror, read from its registry file. */
const supportIn = (dir: string) => {
  const { remotes } = JSON.parse(fs.readFileSync(deployLayout(dir).registryFile, 'utf8')) as {
    remotes: { name: string; version: string }[];
  };
  return remotes.find((r) => r.name === 'mf-support')?.version;
};

beforeAll(async () => {
  let env: NodeJS.ProcessEnv;
  ({ opened: machine, env } = await openSharedTestTarget());
  await seedSite(context());
  [nodeA, nodeB] = await Promise.all([
    openDeployTarget(env.DEPLOY_URL ?? '', env),
    openDeployTarget(env.DEPLOY_URL ?? '', env),
  ]);
  const quiet = () => undefined;
  for (const [node, target, dir] of [
    ['node-a', nodeA, dirs.a],
    ['node-b', nodeB, dirs.b],
  ] as const) {
    mirrors.push(
      await startDeployMirror({
        target: target.target,
        dir,
        intervalMs: 600_000,
        node,
        log: quiet,
      }),
    );
  }
}, 90_000);
afterAll(async () => {
  for (const mirror of mirrors) await mirror.stop();
  await Promise.all([machine, nodeA, nodeB].map((opened) => opened?.close()));
});

describe('nodes of a shared target', () => {
  it('both say what they serve at start', async () => {
    const live = await machine.target.nodes?.live();
    expect(live?.map((n) => n.node)).toEqual(['node-a', 'node-b']);
    expect(await waitForNodes(machine.target, { timeoutMs: 0 })).toMatchObject({
      serving: ['node-a', 'node-b'],
      behind: [],
    });
  });

  it('a promote and a rollback reach both mirrors by the release’s word, and the release waits for them', async () => {
    await releaseBuild(context(), 'mf-support', fakeBuild('mf-support', 'v2'));
    await promote(context(), 'mf-support', 'v2', { force: true, reason: '节点通知测试' });
    const promoted = await waitForNodes(machine.target, { timeoutMs: 10_000 });
    expect(promoted).toMatchObject({ serving: ['node-a', 'node-b'], behind: [] });
    // Once the release has heard from both, both mirrors already hold the change.
    expect([supportIn(dirs.a), supportIn(dirs.b)]).toEqual(['v2', 'v2']);

    await rollback(context(), 'mf-support', { reason: '节点通知测试' });
    expect(await waitForNodes(machine.target, { timeoutMs: 10_000 })).toMatchObject({
      behind: [],
    });
    expect([supportIn(dirs.a), supportIn(dirs.b)]).toEqual(['v1', 'v1']);
  }, 60_000);

  it('says it lives every 5 s, though its own look at the target is ten minutes apart', async () => {
    const before = (await machine.target.nodes?.live())?.map((n) => n.seenAt) ?? [];
    await new Promise((resolve) => setTimeout(resolve, NODE_REPORT_MS + 500));
    const after = (await machine.target.nodes?.live())?.map((n) => n.seenAt) ?? [];
    expect(after).toHaveLength(2);
    after.forEach((seenAt, i) => expect(seenAt > (before[i] ?? '')).toBe(true));
  }, 20_000);

  it('a node that stops leaves the list, so no release waits for it', async () => {
    await mirrors.pop()?.stop();
    const live = await machine.target.nodes?.live();
    expect(live?.map((n) => n.node)).toEqual(['node-a']);
  });

  it('names a node that still serves something else once the wait is over', async () => {
    await machine.target.nodes?.record('node-stale', '0'.repeat(64));
    const done = await waitForNodes(machine.target, { timeoutMs: 300, pollMs: 50 });
    expect(done).toMatchObject({ serving: ['node-a'], behind: ['node-stale'] });
    expect(done.ms).toBeGreaterThanOrEqual(300);
    await machine.target.nodes?.forget('node-stale');
  });
});

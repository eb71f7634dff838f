import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type Database } from '@xingheng/api';
import { parseRegistry } from '@xingheng/shared/registry';
import { deployLayout } from '../deploy/paths';
import {
  CANARY_WATCHER_ACTOR,
  checkCanaries,
  judgeCanary,
  startCanaryWatcher,
} from './canaryWatcher';
import { promote, recordVerification, releaseBuild, setCanaryGuard, startCanary } from './commands';
import { localFolderTarget } from '../deploy/deployTarget';
import { DEFAULT_CANARY_GUARD } from '../deploy/ledger';
import { readLedger, type ReleaseContext } from './releaseStore';
import { formatStatus, releaseStatus } from './status';
import { fakeBuild, seedSite, tempDeployDir } from './testing';

/**
 * The canary watcher of docs/releasing.md "Automatic canary abort" on a real deploy folder and a
 * real SQLite file: load reports of visitors are written as the API writes them
 * (`remote_load_minutes`), rounds run with a fixed clock.
 */

const START = Date.parse('2026-11-24T03:00:00.000Z');

describe('judgeCanary', () => {
  const guard = DEFAULT_CANARY_GUARD;
  it.each([
    // failed/visitors of the candidate, of the active → abort?
    [3, 3, 0, 10, true],
    [2, 2, 0, 10, false], // fewer than 3 failing visitors
    [3, 100, 0, 100, true], // 3% > 0% + 2 points
    [3, 150, 0, 100, false], // 2% is not above 0% + 2 points
    [6, 50, 8, 100, true], // 12% > 8% + 2
    [5, 50, 8, 100, false], // 10% is not above 8% + 2
    [5, 50, 9, 100, false], // 10% is not above 9% + 2
    [3, 3, 0, 0, true], // no active visitors: rate 0
  ])(
    'candidate %i/%i, active %i/%i → abort %s',
    (failed, visitors, activeFailed, activeVisitors, abort) => {
      expect(
        judgeCanary(
          { failedVisitors: failed, visitors },
          { failedVisitors: activeFailed, visitors: activeVisitors },
          guard,
        ).abort,
      ).toBe(abort);
    },
  );

  it('follows a remote guard', () => {
    const strict = { minVisitors: 1, ratePoints: 0, windowMinutes: 5 };
    expect(
      judgeCanary({ failedVisitors: 1, visitors: 50 }, { failedVisitors: 0, visitors: 50 }, strict)
        .abort,
    ).toBe(true);
  });
});

describe('the canary watcher', () => {
  let deployDir: string;
  let db: Kysely<Database>;
  let clock = START;
  let context: ReleaseContext;
  let visitorNo = 0;

  beforeEach(async () => {
    deployDir = tempDeployDir();
    clock = START;
    context = { target: localFolderTarget(deployDir), by: 'tester', now: () => new Date(clock) };
    await seedSite(context);
    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
    await recordVerification(context, 'mf-support', 'v2', { ok: true, site: 'test', failures: [] });
    db = await openDatabase(
      path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xh-watch-')), 'api.sqlite'),
    );
  });
  afterEach(async () => {
    await db.destroy();
  });

  const watcher = (): ReleaseContext => ({ ...context, by: CANARY_WATCHER_ACTOR });

  /** Visitors reporting in the current minute: `failed` of them met a page error. */
  async function visitors(version: string, count: number, failed: number, remote = 'mf-support') {
    const minute = new Date(Math.floor(clock / 60_000) * 60_000).toISOString();
    for (let i = 0; i < count; i += 1) {
      visitorNo += 1;
      await db
        .insertInto('remote_load_minutes')
        .values({
          remote,
          version,
          minute,
          visitor: `visitor-${visitorNo}`,
          loads: 1,
          page_errors: i < failed ? 1 : 0,
          duration_ms_sum: 120,
          duration_ms_max: 120,
        })
        .execute();
    }
  }

  function registryRecord() {
    const registry = parseRegistry(
      JSON.parse(fs.readFileSync(deployLayout(deployDir).registryFile, 'utf8')),
    );
    return registry.remotes.find((r) => r.name === 'mf-support');
  }

  it('ends a failing canary under the lock, withdraws the candidate and says why', async () => {
    await startCanary(context, 'mf-support', 'v2', 20);
    clock += 30_000;
    await visitors('v2', 4, 4);
    await visitors('v1', 10, 0);
    // Another remote's failures do not count for mf-support.
    await visitors('v1', 5, 5, 'mf-order');
    const ended = await checkCanaries(watcher(), db);
    expect(ended).toEqual([
      {
        app: 'mf-support',
        version: 'v2',
        reason: expect.stringContaining(
          '4/4 位访客加载失败或页面出错（100.0%），启用版本 v1 0/10（0.0%）',
        ),
      },
    ]);
    const ledger = await readLedger(context.target);
    const state = ledger.apps['mf-support'];
    expect(state.canary).toBeUndefined();
    expect(state.active).toBe('v1');
    expect(state.versions.find((v) => v.version === 'v2')?.withdrawn).toEqual({
      at: new Date(clock).toISOString(),
      by: CANARY_WATCHER_ACTOR,
      reason: ended[0]?.reason,
      figures: {
        windowMinutes: 10,
        candidate: { visitors: 4, failedVisitors: 4 },
        active: { visitors: 10, failedVisitors: 0 },
      },
    });
    expect(ledger.history.at(-1)).toMatchObject({
      app: 'mf-support',
      action: 'withdraw',
      from: 'v1',
      to: 'v2',
      by: CANARY_WATCHER_ACTOR,
    });
    // Visitors read it in the registry: no canary, v2 withdrawn.
    expect(registryRecord()).toMatchObject({ version: 'v1', withdrawn: ['v2'] });
    expect(registryRecord()).not.toHaveProperty('canary');
    // status puts it first.
    const text = formatStatus(
      await releaseStatus(
        context.target,
        async () => ({ visitors: 0, reports: 0, kinds: {}, versions: [] }),
        new Date(clock),
      ),
    );
    expect(text.split('\n')[0]).toContain('已撤回的版本');
    expect(text.split('\n')[1]).toMatch(
      /^ {2}mf-support +v2 {2}2026-11-24T03:00:30.000Z canary-watcher：灰度版本 v2/,
    );
    // A second round has nothing to do.
    expect(await checkCanaries(watcher(), db)).toEqual([]);
    // The withdrawn version is refused for promote and canary unless forced with a reason.
    await expect(promote(context, 'mf-support', 'v2')).rejects.toThrow('已于');
    await expect(startCanary(context, 'mf-support', 'v2', 10, { force: true })).rejects.toThrow(
      '被撤回',
    );
    await startCanary(context, 'mf-support', 'v2', 10, {
      force: true,
      reason: '已修复配置，重新灰度',
    });
    expect(registryRecord()).toMatchObject({ canary: { version: 'v2' } });
    expect(registryRecord()).not.toHaveProperty('withdrawn');
  });

  it('leaves a healthy canary, one below the visitor threshold, and one turned off', async () => {
    await startCanary(context, 'mf-support', 'v2', 20);
    clock += 30_000;
    // 1 of 40 candidate visitors failed (2.5%), 1 of 100 active ones (1%): within 2 points.
    await visitors('v2', 40, 1);
    await visitors('v1', 100, 1);
    expect(await checkCanaries(watcher(), db)).toEqual([]);
    // 2 more failing visitors: 3 failing of 42 (7.1%) > 1% + 2 → ended.
    await visitors('v2', 2, 2);
    expect(await checkCanaries(watcher(), db)).toHaveLength(1);

    await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v3'));
    await recordVerification(context, 'mf-support', 'v3', { ok: true, site: 'test', failures: [] });
    await startCanary(context, 'mf-support', 'v3', 20, { autoAbort: false });
    await visitors('v3', 5, 5);
    expect(await checkCanaries(watcher(), db)).toEqual([]);
    expect((await readLedger(context.target)).apps['mf-support'].canary).toMatchObject({
      version: 'v3',
      autoAbort: false,
    });
  });

  it('counts only the window, never before the canary started, with the remote guard', async () => {
    // Failures of v2 before its canary started (an earlier test by hand) do not count.
    await visitors('v2', 5, 5);
    clock += 120_000;
    await startCanary(context, 'mf-support', 'v2', 20);
    expect(await checkCanaries(watcher(), db)).toEqual([]);
    await setCanaryGuard(context, 'mf-support', { minVisitors: 2, windowMinutes: 1 });
    clock += 60_000;
    await visitors('v2', 2, 2);
    // 11 minutes later the window has moved past them.
    clock += 11 * 60_000;
    expect(await checkCanaries(watcher(), db)).toEqual([]);
    await visitors('v2', 2, 2);
    const ended = await checkCanaries(watcher(), db);
    expect(ended[0]?.reason).toContain('1 分钟内 2/2 位访客');
    await expect(setCanaryGuard(context, 'shell', { minVisitors: 1 })).rejects.toThrow('外壳');
    await expect(setCanaryGuard(context, 'mf-support', { minVisitors: 0 })).rejects.toThrow(
      '阈值不正确',
    );
  });

  it('does nothing when the canary changed between reading and the lock', async () => {
    await startCanary(context, 'mf-support', 'v2', 20);
    await visitors('v2', 3, 3);
    // A release manager promotes v2 while the round reads the reports.
    const racing: ReleaseContext = {
      ...watcher(),
      target: {
        ...context.target,
        withLock: async (fn) => {
          await promote(context, 'mf-support', 'v2', { reason: '人工确认无误' });
          return context.target.withLock(fn);
        },
      },
    };
    expect(await checkCanaries(racing, db)).toEqual([]);
    const state = (await readLedger(context.target)).apps['mf-support'];
    expect(state.active).toBe('v2');
    expect(state.versions.find((v) => v.version === 'v2')?.withdrawn).toBeUndefined();
  });

  it('two watchers whose rounds meet (two nodes) withdraw a failing canary once', async () => {
    await startCanary(context, 'mf-support', 'v2', 20);
    await visitors('v2', 3, 3);
    const rounds = await Promise.all([checkCanaries(watcher(), db), checkCanaries(watcher(), db)]);
    expect(rounds.flat()).toHaveLength(1);
    const history = (await readLedger(context.target)).history;
    expect(history.filter((e) => e.action === 'withdraw' && e.to === 'v2')).toHaveLength(1);
  });

  it('runs rounds on a timer until stopped, and logs what it ended', async () => {
    await startCanary(context, 'mf-support', 'v2', 20);
    await visitors('v2', 3, 3);
    const lines: string[] = [];
    const stop = startCanaryWatcher({
      target: context.target,
      db,
      intervalMs: 20,
      now: () => new Date(clock),
      log: (line) => lines.push(line),
    });
    try {
      const deadline = Date.now() + 5_000;
      while (!lines.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stop();
    }
    expect(lines).toEqual([expect.stringMatching(/^\[canary-watcher\] mf-support：灰度版本 v2/)]);
  });
});

import type { Kysely } from 'kysely';
import {
  runExclusively,
  summarizeRemoteLoads,
  type Database,
  type RemoteVersionLoads,
} from '@xingheng/api';
import { withdrawCanary } from './commands';
import type { DeployTarget } from '../deploy/deployTarget';
import {
  DEFAULT_CANARY_GUARD,
  RELEASE_APPS,
  type CanaryGuard,
  type ReleaseApp,
} from '../deploy/ledger';
import { readLedger, type ReleaseContext } from './releaseStore';

/**
 * The canary watcher (docs/releasing.md "Automatic canary abort"): in the site's Node process,
 * next to the API that stores the load reports, it compares each running canary's failure rate
 * with the active version's over a sliding window and ends a canary that fails, under the ledger
 * lock, marking its candidate withdrawn.
 */

/** Who the watcher is in the ledger's history. */
export const CANARY_WATCHER_ACTOR = 'canary-watcher';

/** Distinct visitors of one version over the window, and those who met a failure. */
export interface WindowFigures {
  visitors: number;
  failedVisitors: number;
}

/** What the watcher decided about one canary. */
export interface CanaryJudgement {
  abort: boolean;
  /** Failure rates, 0–1 (0 without visitors). */
  candidateRate: number;
  activeRate: number;
}

const rateOf = (figures: WindowFigures) =>
  figures.visitors ? figures.failedVisitors / figures.visitors : 0;

/**
 * Judges a canary: abort when at least `guard.minVisitors` distinct visitors of the candidate met a
 * failure (a failed load or a page that threw) and the candidate's failure rate is above the active
 * version's by more than `guard.ratePoints` percentage points.
 * @param candidate the candidate's figures over the window
 * @param active the active version's figures over the same window (zeros when none reported)
 * @param guard the remote's thresholds
 * @returns `{ abort, candidateRate, activeRate }`
 */
export function judgeCanary(
  candidate: WindowFigures,
  active: WindowFigures,
  guard: CanaryGuard,
): CanaryJudgement {
  const candidateRate = rateOf(candidate);
  const activeRate = rateOf(active);
  // In points, with a margin for binary fractions (10% − 8% is not above 2 points).
  const abort =
    candidate.failedVisitors >= guard.minVisitors &&
    (candidateRate - activeRate) * 100 > guard.ratePoints + 1e-9;
  return { abort, candidateRate, activeRate };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * The withdrawal's reason, one Chinese line with the figures, e.g.
 * `灰度版本 0.1.0-b… 10 分钟内 4/4 位访客加载失败或页面出错（100.0%），启用版本 0.1.0-a… 0/3（0.0%）：超过阈值（≥3 位且高出 2 个百分点），已自动中止灰度并撤回`.
 */
export function withdrawalReason(
  versions: { candidate: string; active: string | undefined },
  figures: { windowMinutes: number; candidate: WindowFigures; active: WindowFigures },
  guard: CanaryGuard,
): string {
  const { candidate, active } = figures;
  return (
    `灰度版本 ${versions.candidate} ${figures.windowMinutes} 分钟内 ${candidate.failedVisitors}/${candidate.visitors} 位访客加载失败或页面出错（${percent(rateOf(candidate))}），` +
    `启用版本 ${versions.active ?? '—'} ${active.failedVisitors}/${active.visitors}（${percent(rateOf(active))}）：` +
    `超过阈值（≥${guard.minVisitors} 位且高出 ${guard.ratePoints} 个百分点），已自动中止灰度并撤回`
  );
}

/** A canary the watcher ended. */
export interface CanaryWithdrawal {
  app: ReleaseApp;
  version: string;
  reason: string;
}

const figuresOf = (rows: RemoteVersionLoads[], version: string | undefined): WindowFigures => {
  const row = rows.find((r) => r.version === version);
  return { visitors: row?.visitors ?? 0, failedVisitors: row?.failedVisitors ?? 0 };
};

/**
 * One round of the watcher: for every remote whose canary runs with automatic abort, reads the load
 * reports of the window — the last `guard.windowMinutes` minutes, never before the canary started —
 * judges them (`judgeCanary`) and withdraws a failing candidate (`withdrawCanary`, under the lock).
 * @param context the deploy target, the actor (`canary-watcher`) and the clock
 * @param db the API database holding `remote_load_minutes`
 * @returns the canaries ended in this round
 */
export async function checkCanaries(
  context: ReleaseContext,
  db: Kysely<Database>,
): Promise<CanaryWithdrawal[]> {
  const ledger = await readLedger(context.target);
  const now = context.now();
  const ended: CanaryWithdrawal[] = [];
  for (const app of RELEASE_APPS) {
    const state = ledger.apps[app];
    const canary = state.canary;
    if (app === 'shell' || !canary || canary.autoAbort === false) continue;
    const guard = state.canaryGuard ?? DEFAULT_CANARY_GUARD;
    const windowStart = now.getTime() - guard.windowMinutes * 60_000;
    const started = Date.parse(canary.startedAt ?? state.changedAt ?? '') || windowStart;
    const rows = await summarizeRemoteLoads(db, {
      remote: app,
      since: new Date(Math.max(windowStart, started)),
    });
    const figures = {
      windowMinutes: guard.windowMinutes,
      candidate: figuresOf(rows, canary.version),
      active: figuresOf(rows, state.active),
    };
    if (!judgeCanary(figures.candidate, figures.active, guard).abort) continue;
    const reason = withdrawalReason(
      { candidate: canary.version, active: state.active },
      figures,
      guard,
    );
    if (await withdrawCanary(context, app, canary.version, { reason, figures })) {
      ended.push({ app, version: canary.version, reason });
    }
  }
  return ended;
}

/** Options of `startCanaryWatcher`. */
export interface CanaryWatcherOptions {
  target: DeployTarget;
  db: Kysely<Database>;
  /** Time between rounds, ms (`XH_CANARY_CHECK_MS`, default 30 000). */
  intervalMs: number;
  now?: () => Date;
  /** Where a withdrawal or a failed round is told (the server's console by default). */
  log?: (line: string) => void;
}

/**
 * Runs `checkCanaries` every `intervalMs` on a timer that does not keep the process alive; a round
 * never overlaps the previous one, and a failed round is logged and retried at the next tick. On
 * PostgreSQL one node of a cluster runs each round (`runExclusively`, job `canaryWatch`).
 * @returns `stop`, which clears the timer (call it when the server closes)
 */
export function startCanaryWatcher(options: CanaryWatcherOptions): () => void {
  const log = options.log ?? ((line: string) => console.warn(line));
  const context: ReleaseContext = {
    target: options.target,
    by: CANARY_WATCHER_ACTOR,
    now: options.now ?? (() => new Date()),
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // One node of a cluster runs each round (the others skip it); two rounds at once would still
    // withdraw a canary once: `withdrawCanary` re-reads the ledger under the release lock.
    runExclusively(options.db, 'canaryWatch', () => checkCanaries(context, options.db))
      .then((round) => {
        if (!round.ran) return;
        for (const e of round.result) log(`[canary-watcher] ${e.app}：${e.reason}`);
      })
      .catch((error: unknown) =>
        log(`[canary-watcher] 检查失败：${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

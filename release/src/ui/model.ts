import {
  DEFAULT_CANARY_GUARD,
  RELEASE_APPS,
  type Ledger,
  type ReleaseAction,
  type ReleaseApp,
} from '../deploy/ledger';
import { WITHDRAWN_SHOWN_DAYS } from '../core/status';
import { instant, ratePercent, type Instant } from './format';
import { remoteSections, type DatabaseRead, type RemoteSection } from './loads';

/**
 * The release page's view model (docs/releasing.md "Reading `status`", the same facts as the
 * `status` command): built from the ledger, the API database's figures and the clock, with no I/O,
 * so every rule of the page is testable without a server.
 */

/** How many history entries the page lists (the newest). */
export const HISTORY_SHOWN = 20;

/** A withdrawn version of the last 7 days: who ended it, when and why. */
export interface WithdrawnView {
  app: ReleaseApp;
  version: string;
  at: Instant;
  by: string;
  /** One Chinese line, with the figures when the canary watcher wrote it. */
  reason: string;
  /** The watcher's figures over its window (visitors, failed visitors, rate in %). */
  figures?: {
    windowMinutes: number;
    candidate: { visitors: number; failedVisitors: number; rate: number | null };
    active: { visitors: number; failedVisitors: number; rate: number | null };
  };
}

/** One app's row of the state table. */
export interface AppView {
  app: ReleaseApp;
  active: string | undefined;
  previous: string | undefined;
  canary?: { version: string; percent: number; startedAt?: Instant; autoAbort: boolean };
  /** The canary watcher's thresholds; absent for the shell (no canary). */
  guard?: { minVisitors: number; ratePoints: number; windowMinutes: number; isDefault: boolean };
  frozen?: { reason: string; by: string; at: Instant };
  /** Released versions, newest first. */
  versions: { version: string; verification: 'ok' | 'failed' | 'unverified'; withdrawn: boolean }[];
}

/** One history entry, as listed. */
export interface HistoryView {
  at: Instant;
  by: string;
  app: ReleaseApp;
  action: ReleaseAction;
  from?: string;
  to?: string;
  percent?: number;
  reason?: string;
  forced: boolean;
  /** `verify` only: whether the version passed. */
  ok?: boolean;
}

/** Everything the page shows. */
export interface ReleaseView {
  generatedAt: Instant;
  /** The deploy target's description (its folder). */
  target: string;
  /** Seconds between reloads. */
  refreshSeconds: number;
  /** The reader paused the reloads (`/?refresh=off`). */
  paused: boolean;
  withdrawn: WithdrawnView[];
  apps: AppView[];
  /** The last `HISTORY_SHOWN` entries, newest first. */
  history: HistoryView[];
  /** The note about the API database (Chinese), when it gave no figures. */
  databaseNote?: string;
  remotes: RemoteSection[];
}

/** What `buildReleaseView` needs. */
export interface ReleaseViewInput {
  ledger: Ledger;
  target: string;
  now: Date;
  refreshSeconds: number;
  paused?: boolean;
  database: DatabaseRead;
}

function withdrawnViews(ledger: Ledger, now: Date): WithdrawnView[] {
  const since = now.getTime() - WITHDRAWN_SHOWN_DAYS * 86_400_000;
  const rate = (f: { visitors: number; failedVisitors: number }) => ({
    ...f,
    rate: ratePercent(f.failedVisitors, f.visitors),
  });
  return RELEASE_APPS.flatMap((app) =>
    ledger.apps[app].versions.flatMap(({ version, withdrawn: w }): WithdrawnView[] =>
      w && Date.parse(w.at) >= since
        ? [
            {
              app,
              version,
              at: instant(w.at),
              by: w.by,
              reason: w.reason,
              ...(w.figures
                ? {
                    figures: {
                      windowMinutes: w.figures.windowMinutes,
                      candidate: rate(w.figures.candidate),
                      active: rate(w.figures.active),
                    },
                  }
                : {}),
            },
          ]
        : [],
    ),
  ).sort((a, b) => (b.at.iso ?? '').localeCompare(a.at.iso ?? ''));
}

function appViews(ledger: Ledger): AppView[] {
  return RELEASE_APPS.map((app) => {
    const state = ledger.apps[app];
    const { canary, frozen } = state;
    return {
      app,
      active: state.active,
      previous: state.previous,
      ...(canary
        ? {
            canary: {
              version: canary.version,
              percent: canary.percent,
              ...(canary.startedAt ? { startedAt: instant(canary.startedAt) } : {}),
              autoAbort: canary.autoAbort !== false,
            },
          }
        : {}),
      ...(app === 'shell'
        ? {}
        : {
            guard: {
              ...(state.canaryGuard ?? DEFAULT_CANARY_GUARD),
              isDefault: !state.canaryGuard,
            },
          }),
      ...(frozen
        ? { frozen: { reason: frozen.reason, by: frozen.by, at: instant(frozen.at) } }
        : {}),
      versions: [...state.versions]
        .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))
        .map((v) => ({
          version: v.version,
          verification: !v.verification ? 'unverified' : v.verification.ok ? 'ok' : 'failed',
          withdrawn: Boolean(v.withdrawn),
        })),
    };
  });
}

function databaseNote(database: DatabaseRead): string | undefined {
  if (database.state === 'missing') return `尚无 API 数据库：${database.file}`;
  if (database.state === 'error')
    return `读取 API 数据库失败（${database.file}）：${database.message}`;
  return undefined;
}

/**
 * Builds the page's view model.
 * @param input `ledger`; `target` description; `now` (generation time, the 7-day window of
 *   withdrawals and the 24-hour window of load figures); `refreshSeconds` and `paused` (the
 *   reader turned reloads off); `database` as read by `data.ts`
 * @returns the view: withdrawals newest first, the apps in ledger order (shell, then the remotes),
 *   the last 20 history entries newest first, the database note and each remote's figures
 */
export function buildReleaseView(input: ReleaseViewInput): ReleaseView {
  const { ledger, now, database } = input;
  const note = databaseNote(database);
  return {
    generatedAt: instant(now.toISOString()),
    target: input.target,
    refreshSeconds: input.refreshSeconds,
    paused: input.paused === true,
    withdrawn: withdrawnViews(ledger, now),
    apps: appViews(ledger),
    history: ledger.history
      .slice(-HISTORY_SHOWN)
      .reverse()
      .map((e) => ({
        at: instant(e.at),
        by: e.by,
        app: e.app,
        action: e.action,
        ...(e.from !== undefined ? { from: e.from } : {}),
        ...(e.to !== undefined ? { to: e.to } : {}),
        ...(e.percent !== undefined ? { percent: e.percent } : {}),
        ...(e.reason !== undefined ? { reason: e.reason } : {}),
        forced: e.forced === true,
        ...(e.ok !== undefined ? { ok: e.ok } : {}),
      })),
    ...(note ? { databaseNote: note } : {}),
    remotes: remoteSections(ledger, database, now),
  };
}

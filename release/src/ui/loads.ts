import type { RemoteFailure, RemoteLoadMinute, RemoteVersionLoads } from '@xingheng/api';
import { REMOTE_NAMES, type RemoteName } from '@xingheng/shared/registry';
import type { AppState, Ledger } from '../deploy/ledger';
import { remoteLoadCharts, windowMinutes, type ChartSpec } from './charts';
import { ratePercent } from './format';

/** How far back the page's load figures reach, in hours. */
export const LOADS_WINDOW_HOURS = 24;

/**
 * The start of the load figures' window.
 * @param now the page's clock
 * @returns `now` minus 24 hours
 */
export function loadsWindowStart(now: Date): Date {
  return new Date(now.getTime() - LOADS_WINDOW_HOURS * 3_600_000);
}

/** What the API database holds for the window (read by `data.ts`). */
export interface LoadFigures {
  /** `listRemoteLoadMinutes(db, { since })`: every remote, version and minute. */
  minutes: RemoteLoadMinute[];
  /** `summarizeRemoteLoads(db, { remote, since })` of each remote. */
  summaries: Partial<Record<RemoteName, RemoteVersionLoads[]>>;
  /** `listRemoteFailures(db, { since })`: one per remote, version and visitor. */
  failures: RemoteFailure[];
}

/** The outcome of reading the API database: figures, no file yet, or an error (Chinese text). */
export type DatabaseRead =
  | { state: 'ok'; figures: LoadFigures }
  | { state: 'missing'; file: string }
  | { state: 'error'; file: string; message: string };

/** One version of a remote over the window: the summary table's row. */
export interface RemoteVersionRow {
  version: string;
  /** What the ledger says of it: `启用`, `灰度 10%`, `上一版本`, `已撤回`; empty when nothing. */
  roles: string[];
  /** Distinct visitors, and those of them who met a failure (`summarizeRemoteLoads`). */
  visitors: number;
  failedVisitors: number;
  /** `failedVisitors / visitors` in %, one decimal; `null` without visitors. */
  rate: number | null;
  /** Mean and maximum load time of `./routes`, ms; `null` without a successful load. */
  durationMsAvg: number | null;
  durationMsMax: number | null;
  /** Failure reports (`listRemoteFailures`): visitors, by kind of their latest report. */
  failureVisitors: number;
  failureKinds: Record<string, number>;
}

/** One remote's part of the page. */
export interface RemoteSection {
  remote: RemoteName;
  /** Active first, then canary, previous, the others by version. */
  versions: RemoteVersionRow[];
  /** The failure-rate and load-time charts; empty when the window has no load report. */
  charts: ChartSpec[];
}

/**
 * What the ledger says of each version of an app.
 * @param state the app's ledger state
 * @returns version → roles (`启用`, `灰度 N%`, `上一版本`, `已撤回`)
 */
export function versionRoles(state: AppState): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  const add = (version: string | undefined, role: string) => {
    if (version) roles.set(version, [...(roles.get(version) ?? []), role]);
  };
  add(state.active, '启用');
  add(state.canary?.version, `灰度 ${state.canary?.percent ?? 0}%`);
  add(state.previous, '上一版本');
  for (const v of state.versions) if (v.withdrawn) add(v.version, '已撤回');
  return roles;
}

function rank(state: AppState, version: string): number {
  const order = [state.active, state.canary?.version, state.previous];
  const i = order.indexOf(version);
  return i === -1 ? order.length : i;
}

function versionRows(
  state: AppState,
  summaries: readonly RemoteVersionLoads[],
  failures: readonly RemoteFailure[],
  minutes: readonly RemoteLoadMinute[],
): RemoteVersionRow[] {
  const roles = versionRoles(state);
  const versions = [
    ...new Set([...summaries, ...failures, ...minutes].map((figure) => figure.version)),
  ];
  versions.sort((a, b) => rank(state, a) - rank(state, b) || a.localeCompare(b));
  return versions.map((version) => {
    const loads = summaries.find((s) => s.version === version);
    const failed = failures.filter((f) => f.version === version);
    const failureKinds: Record<string, number> = {};
    for (const f of failed) failureKinds[f.kind] = (failureKinds[f.kind] ?? 0) + 1;
    return {
      version,
      roles: roles.get(version) ?? [],
      visitors: loads?.visitors ?? 0,
      failedVisitors: loads?.failedVisitors ?? 0,
      rate: ratePercent(loads?.failedVisitors ?? 0, loads?.visitors ?? 0),
      durationMsAvg: loads?.durationMsAvg ?? null,
      durationMsMax: loads?.durationMsMax ?? null,
      failureVisitors: failed.length,
      failureKinds,
    };
  });
}

/**
 * Each remote's load figures over the last 24 hours: a summary row per version and, when it has
 * load reports, its two charts.
 * @param ledger the release ledger (roles and order of the versions)
 * @param database what `data.ts` read; without figures every remote is empty
 * @param now the page's clock
 * @returns one section per remote, in registry order
 */
export function remoteSections(ledger: Ledger, database: DatabaseRead, now: Date): RemoteSection[] {
  const figures = database.state === 'ok' ? database.figures : undefined;
  const window = windowMinutes(loadsWindowStart(now), now);
  return REMOTE_NAMES.map((remote) => {
    const state = ledger.apps[remote];
    const minutes = figures?.minutes.filter((m) => m.remote === remote) ?? [];
    const versions = versionRows(
      state,
      figures?.summaries[remote] ?? [],
      figures?.failures.filter((f) => f.remote === remote) ?? [],
      minutes,
    );
    const drawn = versions
      .filter((v) => minutes.some((m) => m.version === v.version))
      .map((v) => ({
        version: v.version,
        label: v.roles.length ? `${v.version}（${v.roles.join('，')}）` : v.version,
      }));
    const charts = minutes.length ? remoteLoadCharts(remote, minutes, drawn, window) : [];
    return { remote, versions, charts };
  });
}

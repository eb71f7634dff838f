import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Reading the load reports (table `remote_load_minutes`, docs/api.md "Remote load reports") for
 * the canary watcher and the release page: how many distinct visitors loaded a remote version and
 * how many of them met a failure, over a window or per minute.
 */

/**
 * The start of the minute of an instant, as stored in `remote_load_minutes.minute`.
 * @param at any instant
 * @returns ISO-8601 UTC, seconds zeroed, e.g. `2026-11-24T03:01:00.000Z`
 */
export function minuteOf(at: Date): string {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
}

/** What the visitors of one remote version reported over a window (or one minute). */
export interface RemoteLoadFigures {
  /** Distinct visitors who reported anything about the version. */
  visitors: number;
  /** Of them, those who reported a failed load or a page error at least once. */
  failedVisitors: number;
  /** Loads that succeeded, failed, and pages that threw (counts of reports, not visitors). */
  loads: number;
  failures: number;
  pageErrors: number;
  /** Mean and maximum time to load the `./routes` module, ms; `null` without a successful load. */
  durationMsAvg: number | null;
  durationMsMax: number | null;
}

/** {@link RemoteLoadFigures} of one version. */
export interface RemoteVersionLoads extends RemoteLoadFigures {
  version: string;
}

/** {@link RemoteLoadFigures} of one remote version in one minute. */
export interface RemoteLoadMinute extends RemoteLoadFigures {
  remote: string;
  version: string;
  /** The minute's start, ISO-8601 UTC. */
  minute: string;
}

const figures = {
  visitors: sql<number>`count(distinct visitor)`.as('visitors'),
  failedVisitors:
    sql<number>`count(distinct case when failures + page_errors > 0 then visitor end)`.as(
      'failedVisitors',
    ),
  loads: sql<number>`sum(loads)`.as('loads'),
  failures: sql<number>`sum(failures)`.as('failures'),
  pageErrors: sql<number>`sum(page_errors)`.as('pageErrors'),
  durationSum: sql<number>`sum(duration_ms_sum)`.as('durationSum'),
  durationMax: sql<number>`max(duration_ms_max)`.as('durationMax'),
};

function toFigures(row: {
  visitors: number;
  failedVisitors: number;
  loads: number;
  failures: number;
  pageErrors: number;
  durationSum: number;
  durationMax: number;
}): RemoteLoadFigures {
  const loads = Number(row.loads);
  return {
    visitors: Number(row.visitors),
    failedVisitors: Number(row.failedVisitors),
    loads,
    failures: Number(row.failures),
    pageErrors: Number(row.pageErrors),
    durationMsAvg: loads ? Math.round(Number(row.durationSum) / loads) : null,
    durationMsMax: loads ? Number(row.durationMax) : null,
  };
}

/**
 * Figures per version of one remote over a window, for the canary watcher: each visitor counts once
 * per version however many minutes and pages it reported.
 * @param db the API database
 * @param query `remote` (e.g. `mf-support`), `since` (inclusive: rows of minutes starting at or
 *   after the minute of `since`), `until` (exclusive, optional)
 * @returns one entry per version that has reports in the window, in version order
 */
export async function summarizeRemoteLoads(
  db: Kysely<Database>,
  query: { remote: string; since: Date; until?: Date },
): Promise<RemoteVersionLoads[]> {
  let select = db
    .selectFrom('remote_load_minutes')
    .select(['version', ...Object.values(figures)])
    .where('remote', '=', query.remote)
    .where('minute', '>=', minuteOf(query.since));
  if (query.until) select = select.where('minute', '<', query.until.toISOString());
  const rows = await select.groupBy('version').orderBy('version').execute();
  return rows.map((row) => ({ version: row.version, ...toFigures(row) }));
}

/**
 * Figures per remote, version and minute since an instant, for the release page's charts.
 * @param db the API database
 * @param query `since` (the minute of it, inclusive) and optionally one `remote`
 * @returns rows ordered by minute, then remote and version
 */
export async function listRemoteLoadMinutes(
  db: Kysely<Database>,
  query: { since: Date; remote?: string },
): Promise<RemoteLoadMinute[]> {
  let select = db
    .selectFrom('remote_load_minutes')
    .select(['remote', 'version', 'minute', ...Object.values(figures)])
    .where('minute', '>=', minuteOf(query.since));
  if (query.remote) select = select.where('remote', '=', query.remote);
  const rows = await select
    .groupBy(['remote', 'version', 'minute'])
    .orderBy('minute')
    .orderBy('remote')
    .orderBy('version')
    .execute();
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    minute: row.minute,
    ...toFigures(row),
  }));
}

import type { Kysely } from 'kysely';
import type { RemoteFailureKind } from '@xingheng/shared/registry';
import type { Database } from '../db/types';

/**
 * What one visitor met with one remote version, as the release scripts read it (docs/api.md
 * "Remote failure reports"): one per remote, version and visitor, however often it reported.
 */
export interface RemoteFailure {
  id: number;
  /** Registry name, e.g. `mf-support`. */
  remote: string;
  /** The version that failed. */
  version: string;
  /** The latest report's kind. */
  kind: RemoteFailureKind;
  message: string;
  /** The version that loaded instead, or null when none did. */
  fellBackTo: string | null;
  userAgent: string | null;
  /** How many reports this visitor sent about this version (≥ 1). */
  reports: number;
  /** When the API received the first report, ISO-8601 UTC (`2026-11-22T03:01:00.000Z`). */
  createdAt: string;
  /** When it received the latest one, same format. */
  reportedAt: string;
}

/** Filters of `listRemoteFailures`; every one optional. */
export interface RemoteFailureFilter {
  /** Only visitors whose latest report came at or after this instant (any ISO-8601 date-time). */
  since?: string;
  /** Only this remote, e.g. `mf-support`. */
  remote?: string;
  /** Only reports about this version. */
  version?: string;
}

/**
 * Normalizes an ISO-8601 instant to the stored format (`toISOString`), so text comparison is time
 * comparison.
 * @throws RangeError when the text is not a date-time
 */
function storedInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`时间格式不正确：${iso}`);
  return date.toISOString();
}

/**
 * Failures met by visitors, for the release scripts (is a canary or a new version failing in
 * browsers?), one per remote, version and visitor, ordered by their latest report.
 * @param db the API database (`openDatabase(file)`)
 * @param filter `{ since?, remote?, version? }`
 * @returns the matching `RemoteFailure[]`, oldest latest report first, then by id
 * @throws RangeError when `since` is not a date-time
 */
export async function listRemoteFailures(
  db: Kysely<Database>,
  filter: RemoteFailureFilter = {},
): Promise<RemoteFailure[]> {
  let query = db.selectFrom('remote_load_failures').selectAll();
  if (filter.since !== undefined)
    query = query.where('reported_at', '>=', storedInstant(filter.since));
  if (filter.remote !== undefined) query = query.where('remote', '=', filter.remote);
  if (filter.version !== undefined) query = query.where('version', '=', filter.version);
  const rows = await query.orderBy('reported_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    remote: row.remote,
    version: row.version,
    kind: row.kind as RemoteFailureKind,
    message: row.message,
    fellBackTo: row.fell_back_to,
    userAgent: row.user_agent,
    reports: row.reports,
    createdAt: row.created_at,
    reportedAt: row.reported_at,
  }));
}

/**
 * Counts the visitors who met failures of each remote, each since its own instant (e.g. the time
 * each remote's current release or canary started). A visitor counts once per failing version.
 * @param db the API database
 * @param since remote name → ISO-8601 instant, e.g. `{ 'mf-support': '2026-11-22T03:01:00Z' }`
 * @returns remote name → visitors (per version) whose latest report is at or after its instant (0
 *   when none; only the remotes asked about)
 * @throws RangeError when an instant is not a date-time
 */
export async function countRemoteFailuresByRemote(
  db: Kysely<Database>,
  since: Readonly<Record<string, string>>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [remote, iso] of Object.entries(since)) {
    const row = await db
      .selectFrom('remote_load_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('remote', '=', remote)
      .where('reported_at', '>=', storedInstant(iso))
      .executeTakeFirst();
    counts[remote] = Number(row?.count ?? 0);
  }
  return counts;
}

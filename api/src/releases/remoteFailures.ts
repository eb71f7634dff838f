import type { Kysely } from 'kysely';
import type { RemoteFailureKind } from '@xingheng/shared/registry';
import type { Database } from '../db/types';

/** A stored failure report (issue #4), as the release scripts read it. */
export interface RemoteFailure {
  id: number;
  /** Registry name, e.g. `mf-support`. */
  remote: string;
  /** The version that failed. */
  version: string;
  kind: RemoteFailureKind;
  message: string;
  /** The version that loaded instead, or null when none did. */
  fellBackTo: string | null;
  userAgent: string | null;
  /** When the API received it, ISO-8601 UTC (`2026-11-22T03:01:00.000Z`). */
  createdAt: string;
}

/** Filters of `listRemoteFailures`; every one optional. */
export interface RemoteFailureFilter {
  /** Only reports received at or after this instant (any ISO-8601 date-time `Date` parses). */
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
 * Failure reports for the release scripts (issue #4: is a canary or a new version failing in
 * browsers?), oldest first.
 * @param db the API database (`openDatabase(file)`)
 * @param filter `{ since?, remote?, version? }`
 * @returns the matching reports `RemoteFailure[]` ordered by time, then id
 * @throws RangeError when `since` is not a date-time
 */
export async function listRemoteFailures(
  db: Kysely<Database>,
  filter: RemoteFailureFilter = {},
): Promise<RemoteFailure[]> {
  let query = db.selectFrom('remote_load_failures').selectAll();
  if (filter.since !== undefined)
    query = query.where('created_at', '>=', storedInstant(filter.since));
  if (filter.remote !== undefined) query = query.where('remote', '=', filter.remote);
  if (filter.version !== undefined) query = query.where('version', '=', filter.version);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    remote: row.remote,
    version: row.version,
    kind: row.kind as RemoteFailureKind,
    message: row.message,
    fellBackTo: row.fell_back_to,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  }));
}

/**
 * Counts failure reports per remote, each since its own instant (e.g. the time each remote's
 * current release or canary started).
 * @param db the API database
 * @param since remote name → ISO-8601 instant, e.g. `{ 'mf-support': '2026-11-22T03:01:00Z' }`
 * @returns remote name → number of reports at or after its instant (0 when none; only the remotes
 *   asked about)
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
      .where('created_at', '>=', storedInstant(iso))
      .executeTakeFirst();
    counts[remote] = Number(row?.count ?? 0);
  }
  return counts;
}

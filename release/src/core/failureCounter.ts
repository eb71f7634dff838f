import { databaseExists, listRemoteFailures, openDatabase } from '@xingheng/api';
import type { FailureCounter } from './status';

/**
 * Counts the load failures browsers reported to the API (`POST /api/web/remote-failures`, table
 * `remote_load_failures`, one row per remote, version and visitor; docs/api.md "Remote failure
 * reports") for `status`. The database is opened once, on the first count, and closed by `close()`.
 * @param dbFile the API's database (SQLite file or PostgreSQL URL); when the file does not exist
 *   every count is 0
 * @returns `count`: the visitors whose latest report about an app came at or after an ISO time (all
 *   when `since` is undefined), by kind, the posts they sent and the versions that failed (the
 *   shell has none: it is the reporter); `close`: releases the database
 */
export function databaseFailureCounter(dbFile: string): {
  count: FailureCounter;
  close: () => Promise<void>;
} {
  let db: ReturnType<typeof openDatabase> | undefined;
  return {
    async count(app, since) {
      if (app === 'shell' || !databaseExists(dbFile)) {
        return { visitors: 0, reports: 0, kinds: {}, versions: [] };
      }
      db ??= openDatabase(dbFile);
      const rows = await listRemoteFailures(await db, { remote: app, ...(since ? { since } : {}) });
      const kinds: Record<string, number> = {};
      for (const row of rows) kinds[row.kind] = (kinds[row.kind] ?? 0) + 1;
      return {
        visitors: rows.length,
        reports: rows.reduce((sum, row) => sum + row.reports, 0),
        kinds,
        versions: [...new Set(rows.map((r) => r.version))],
      };
    },
    async close() {
      if (db) await (await db).destroy();
    },
  };
}

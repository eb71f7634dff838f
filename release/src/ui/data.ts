import {
  databaseExists,
  listRemoteFailures,
  listRemoteLoadMinutes,
  openDatabase,
  summarizeRemoteLoads,
} from '@xingheng/api';
import { REMOTE_NAMES } from '@xingheng/shared/registry';
import { loadsWindowStart, type DatabaseRead, type LoadFigures } from './loads';

/** The API database, as the release page reads it. */
export interface ReleaseUiDatabase {
  /**
   * Reads the load figures of the 24 hours before `now`.
   * @returns the figures; `missing` when the file does not exist (it is not created); `error`
   *   with the message when it cannot be opened or read (the page still shows the ledger)
   */
  read(now: Date): Promise<DatabaseRead>;
  /** Closes the database when it was opened. */
  close(): Promise<void>;
}

/**
 * The API's SQLite file for the release page (docs/api.md "Remote load reports"): opened on the
 * first read that finds the file (`openDatabase`, without the demo account: this page never adds
 * content), kept open until `close`; a failed opening is tried again on the next read.
 * @param dbFile path of the API's SQLite file
 * @returns `read(now)` and `close()` (see `ReleaseUiDatabase`)
 */
export function releaseUiDatabase(dbFile: string): ReleaseUiDatabase {
  let db: ReturnType<typeof openDatabase> | undefined;
  return {
    async read(now) {
      if (!databaseExists(dbFile)) return { state: 'missing', file: dbFile };
      const failed = (error: unknown): DatabaseRead => ({
        state: 'error',
        file: dbFile,
        message: error instanceof Error ? error.message : String(error),
      });
      let open: Awaited<ReturnType<typeof openDatabase>>;
      try {
        db ??= openDatabase(dbFile, { demoData: false });
        open = await db;
      } catch (error) {
        db = undefined;
        return failed(error);
      }
      try {
        const since = loadsWindowStart(now);
        const figures: LoadFigures = {
          minutes: await listRemoteLoadMinutes(open, { since }),
          summaries: {},
          failures: await listRemoteFailures(open, { since: since.toISOString() }),
        };
        for (const remote of REMOTE_NAMES) {
          figures.summaries[remote] = await summarizeRemoteLoads(open, { remote, since });
        }
        return { state: 'ok', figures };
      } catch (error) {
        return failed(error);
      }
    },
    async close() {
      const opening = db;
      db = undefined;
      const open = await opening?.catch(() => undefined);
      await open?.destroy();
    },
  };
}

import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { engineOf } from '../db/dialect';
import { isPostgresUrl } from '../db/postgres';
import type { ObjectStore } from '../storage/objectStore';

/** The folder of the reports' attachments inside the database file's folder. */
const FOLDER = 'bug-reports';

/**
 * Where the attachments of problem reports go by default: `bug-reports/` in the folder of the
 * database file (`var/bug-reports/` next to `var/xingheng.sqlite`).
 * @param dbFile the API's SQLite file; for a PostgreSQL URL, `var/bug-reports` under the working
 *   directory (as `defaultBugReportDir`)
 */
export function bugReportDirFor(dbFile: string): string {
  if (isPostgresUrl(dbFile)) return path.resolve('var', FOLDER);
  return path.join(path.dirname(path.resolve(dbFile)), FOLDER);
}

/**
 * The default reports folder of an open database: next to its main file (SQLite's
 * `pragma database_list`); for a database without a file (in memory, or PostgreSQL),
 * `var/bug-reports` under the working directory.
 */
export async function defaultBugReportDir(db: Kysely<Database>): Promise<string> {
  if (engineOf(db) === 'postgres') return path.resolve('var', FOLDER);
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((row) => row.name === 'main')?.file;
  return file ? bugReportDirFor(file) : path.resolve('var', FOLDER);
}

/**
 * Writes a report's attachments as `<ticket>/<n>.<ext>` in the uploads store (n from 1, names
 * chosen here, never the client's); a taken key (another report's) is an `ObjectExistsError`.
 * @param store the uploads store (`ObjectStore`: a private folder or a bucket)
 * @returns the stored keys, in order
 */
export async function writeAttachmentFiles(
  store: ObjectStore,
  ticketNo: string,
  files: { bytes: Buffer; ext: string; contentType: string }[],
): Promise<string[]> {
  const stored: string[] = [];
  for (const [index, file] of files.entries()) {
    const key = `${ticketNo}/${index + 1}.${file.ext}`;
    await store.putNew(key, file.bytes, file.contentType);
    stored.push(key);
  }
  return stored;
}

/** Removes a report's attachments (after a failed insert); nothing when there are none. */
export async function removeAttachmentFiles(store: ObjectStore, ticketNo: string): Promise<void> {
  await store.removePrefix(ticketNo);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { engineOf } from '../db/dialect';
import { isPostgresUrl } from '../db/postgres';

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
 * The absolute path of a stored attachment, refusing a `path` that would leave `dir` (the rows
 * are written by the server, this is a second lock on the door).
 * @param dir the reports folder
 * @param stored the row's `path`, e.g. `BR20261124-7K3Q9D/1.png`
 * @throws Error for a path outside `dir`
 */
export function attachmentFile(dir: string, stored: string): string {
  const root = path.resolve(dir);
  const file = path.resolve(root, stored);
  if (!file.startsWith(root + path.sep)) throw new Error('附件路径不在附件目录内');
  return file;
}

/**
 * Writes a report's attachments as `<dir>/<ticket>/<n>.<ext>` (n from 1, names chosen here, never
 * the client's), the folder readable by the owner only; a folder that exists already is an error.
 * @returns the stored paths relative to `dir`, in order
 */
export async function writeAttachmentFiles(
  dir: string,
  ticketNo: string,
  files: { bytes: Buffer; ext: string }[],
): Promise<string[]> {
  if (files.length === 0) return [];
  await fs.mkdir(dir, { recursive: true });
  await fs.mkdir(path.join(dir, ticketNo), { mode: 0o700 });
  const stored: string[] = [];
  for (const [index, file] of files.entries()) {
    const relative = path.join(ticketNo, `${index + 1}.${file.ext}`);
    await fs.writeFile(attachmentFile(dir, relative), file.bytes, { flag: 'wx', mode: 0o600 });
    stored.push(relative.split(path.sep).join('/'));
  }
  return stored;
}

/** Removes a report's attachment folder (after a failed insert); nothing when it is missing. */
export async function removeAttachmentFiles(dir: string, ticketNo: string): Promise<void> {
  await fs.rm(path.join(dir, ticketNo), { recursive: true, force: true });
}

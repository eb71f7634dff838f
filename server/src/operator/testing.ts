import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@xingheng/api';
import type { OperatorDb } from './operatorCli';

/**
 * What the operator commands' tests share: a real API database on a temporary SQLite file, and a
 * run of a command that collects what it prints and what it reports as errors.
 */

/** The options of `openDatabase` (`demoData`: seed the demo accounts and orders). */
type OpenOptions = Parameters<typeof openDatabase>[1];

/**
 * Creates an API database in a new temporary folder and fills it.
 * @param name a word for the folder's name (`xingheng-<name>-…` under the OS temp folder)
 * @param options passed to `openDatabase` (migrated, and seeded when `demoData`)
 * @param fill writes the test's rows (given the database and its file); the database is closed
 *   afterwards, even when it throws
 * @returns the SQLite file's path, for the command's `--db`
 */
export async function createTempDatabase(
  name: string,
  options: OpenOptions,
  fill: (db: OperatorDb, dbFile: string) => Promise<void>,
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `xingheng-${name}-`));
  const dbFile = path.join(dir, 'api.sqlite');
  const db = await openDatabase(dbFile, options);
  try {
    await fill(db, dbFile);
  } finally {
    await db.destroy();
  }
  return dbFile;
}

/**
 * Removes what `createTempDatabase` made (the whole temporary folder).
 * @param dbFile the path it returned
 */
export function removeTempDatabase(dbFile: string): void {
  fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
}

/** What one command run printed and reported. */
export interface CommandRun {
  /** The exit code. */
  code: number;
  /** The lines printed to `print`. */
  lines: string[];
  /** The first argument of each `console.error` call. */
  errors: string[];
}

/**
 * Runs an operator command as its `npm run` would, with `console.error` silenced and recorded.
 * @param cli the command's entry (`runOrdersCli`, …)
 * @param argv the arguments after the script name
 * @returns its exit code, printed lines and error messages
 */
export async function runCommand(
  cli: (argv: string[], print: (line: string) => void) => Promise<number>,
  argv: string[],
): Promise<CommandRun> {
  const lines: string[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await cli(argv, (line) => lines.push(line));
    return { code, lines, errors: errors.mock.calls.map((call) => String(call[0])) };
  } finally {
    errors.mockRestore();
  }
}

/**
 * Runs of an operator command on the test's database: `runCommand` with `--db <dbFile>` after
 * the arguments.
 * @param cli the command's entry (`runOrdersCli`, …)
 * @param dbFile the test's database, read at each run
 * @returns a function of the arguments before `--db`, resolving the run's `CommandRun`
 */
export function commandOn(
  cli: (argv: string[], print: (line: string) => void) => Promise<number>,
  dbFile: () => string,
): (argv: string[]) => Promise<CommandRun> {
  return (argv) => runCommand(cli, [...argv, '--db', dbFile()]);
}

/**
 * The test every operator command has: a `--db` file that does not exist is refused (exit 1,
 * `数据库文件不存在` on stderr) and not created, since opening a new file would migrate and seed it.
 * @param cli the command's entry
 * @param argv the command line before `--db` (e.g. `['list']`)
 * @param dbFile the test's database, read when the test runs (the missing file goes next to it)
 */
export function itRefusesAMissingDatabase(
  cli: (argv: string[], print: (line: string) => void) => Promise<number>,
  argv: string[],
  dbFile: () => string,
): void {
  it('refuses a database file that does not exist instead of creating one', async () => {
    const missing = path.join(path.dirname(dbFile()), 'typo.sqlite');
    const result = await runCommand(cli, [...argv, '--db', missing]);
    expect(result.code).toBe(1);
    expect(result.errors[0]).toContain('数据库文件不存在');
    expect(fs.existsSync(missing)).toBe(false);
  });
}

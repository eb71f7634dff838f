import fs from 'node:fs';
import { openDatabase } from '@xingheng/api';

/** The API database as the operator commands use it. */
export type OperatorDb = Awaited<ReturnType<typeof openDatabase>>;

/**
 * What the operator commands (`npm run audit`, `identity`, `release`) share: usage errors with exit
 * code 2, an existing database, the exit code of the process.
 */

/** A usage error: printed with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs `work` on the API database at `dbFile`, which must exist: a mistyped path must not create a
 * fresh, empty database there (opening migrates and seeds a new file).
 * @returns 0 when `work` finished; 1 when the file is missing or `work` failed (message on stderr);
 *   2 for a `UsageError` (its message and a pointer to `--help`)
 */
export async function withExistingDatabase(
  dbFile: string,
  work: (db: OperatorDb) => Promise<void>,
): Promise<number> {
  if (!fs.existsSync(dbFile)) {
    console.error(`数据库文件不存在：${dbFile}`);
    return 1;
  }
  try {
    const db = await openDatabase(dbFile);
    try {
      await work(db);
    } finally {
      await db.destroy();
    }
    return 0;
  } catch (error) {
    return failureExitCode(error);
  }
}

/**
 * Prints a command's failure and picks its exit code.
 * @returns 2 for a `UsageError` (with a pointer to `--help`), else 1
 */
export function failureExitCode(error: unknown): number {
  if (error instanceof UsageError) {
    console.error(`${error.message}；用 --help 查看用法`);
    return 2;
  }
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
}

/**
 * Runs a command's `main` when its file is the process's entry point, and exits with its code.
 * @param entry the command module (`module`), compared with `require.main`
 * @param main resolves the exit code
 */
export function runAsMain(entry: NodeJS.Module, main: (argv: string[]) => Promise<number>): void {
  if (require.main !== entry) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

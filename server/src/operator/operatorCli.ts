import { parseArgs } from 'node:util';
import {
  bugReportDirFor,
  databaseExists,
  localObjectStore,
  openDatabase,
  uploadsStoreFromEnv,
  type ObjectStore,
} from '@xingheng/api';
import { defaultDatabase, failureExitCode, UsageError } from '@xingheng/release';

// The process-level pieces (usage errors, exit codes, running as the entry point) are the release
// CLI's too, so they live below both, in @xingheng/release's command-line kit.
export { failureExitCode, runAsMain, UsageError } from '@xingheng/release';

/** The API database as the operator commands use it. */
export type OperatorDb = Awaited<ReturnType<typeof openDatabase>>;

/**
 * What the operator commands (`npm run audit`, `identity`, `orders`, `reports`) share: an existing
 * database, the command line read one way, usage errors with exit code 2.
 */

/**
 * Runs `work` on the API database at `dbFile` (a SQLite file or a PostgreSQL URL), which must
 * exist: a mistyped path must not create a fresh, empty database there (opening migrates and
 * seeds a new file).
 * @returns 0 when `work` finished; 1 when the file is missing or `work` failed (message on stderr);
 *   2 for a `UsageError` (its message and a pointer to `--help`)
 */
export async function withExistingDatabase(
  dbFile: string,
  work: (db: OperatorDb) => Promise<void>,
): Promise<number> {
  if (!databaseExists(dbFile)) {
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

/** What `parseOperatorArgs` read: the command, its arguments and the `--name value` options. */
export interface OperatorInvocation<C extends string> {
  command: C;
  args: string[];
  /** The string options given (`--db` among them), by name. */
  values: Record<string, string | undefined>;
}

/**
 * Reads an operator command line the way every operator command does: `<command> [args]
 * [--option value …] [--db file] [-h|--help]`.
 * @param argv the arguments after the script name
 * @param spec `commands` accepted, `stringOptions` besides `--db`, the `help` text
 * @param print where `--help` prints
 * @returns the invocation, or `{ exit }`: 0 after printing the help, 2 for a usage error (an
 *   unknown option or command, reported on stderr with a pointer to `--help`)
 */
export function parseOperatorArgs<C extends string>(
  argv: string[],
  spec: { commands: readonly C[]; stringOptions: readonly string[]; help: string },
  print: (line: string) => void,
): OperatorInvocation<C> | { exit: number } {
  const options: Record<string, { type: 'string' } | { type: 'boolean'; short: string }> = {
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  };
  for (const name of spec.stringOptions) options[name] = { type: 'string' };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}；用 --help 查看用法`);
    return { exit: 2 };
  }
  if (parsed.values.help === true) {
    print(spec.help);
    return { exit: 0 };
  }
  const [name, ...args] = parsed.positionals;
  const command = spec.commands.find((c) => c === name);
  if (!command) {
    console.error(`须给出命令 ${spec.commands.join('、')}；用 --help 查看用法`);
    return { exit: 2 };
  }
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string') values[key] = value;
  }
  return { command, args, values };
}

/**
 * Runs an operator command that has subcommands (`npm run orders|identity|reports -- <command>
 * …`) the one way they all run: reads the command line (`parseOperatorArgs`), opens the existing
 * database at `--db` (default `defaultDatabase()`: `DATABASE_URL`, `DB_FILE` or var/xingheng.sqlite) and runs the chosen command on it.
 * @param argv the arguments after the script name
 * @param spec `commands` accepted, `stringOptions` besides `--db`, the `help` text
 * @param run runs the command on the open database; resolves its exit code (nothing for 0);
 *   throws `UsageError` for a usage error (exit 2), any other error for a failure (exit 1)
 * @param print where `--help` and the command print
 * @returns the exit code: `run`'s, 0 after the help, 1 when the database file is missing or the
 *   command failed, 2 for a usage error
 */
export async function runOperatorCommand<C extends string>(
  argv: string[],
  spec: { commands: readonly C[]; stringOptions: readonly string[]; help: string },
  run: (db: OperatorDb, invocation: OperatorInvocation<C>) => Promise<number | void>,
  print: (line: string) => void,
): Promise<number> {
  const parsed = parseOperatorArgs(argv, spec, print);
  if ('exit' in parsed) return parsed.exit;
  let code = 0;
  const done = await withExistingDatabase(parsed.values.db ?? defaultDatabase(), async (db) => {
    code = (await run(db, parsed)) ?? 0;
  });
  return done === 0 ? code : done;
}

/**
 * The entry of an operator command with subcommands (`runOrdersCli`, `runIdentityCli`, …), as
 * its `npm run` and its tests call it.
 * @param argv the arguments after the script name
 * @param print where output lines go (default `console.log`); errors go to `console.error`
 * @returns the exit code (see `runOperatorCommand`)
 */
export type OperatorEntry = (argv: string[], print?: (line: string) => void) => Promise<number>;

/**
 * Runs one subcommand of an operator command (see `operatorEntry`).
 * @param db the open API database
 * @param command the subcommand, one of the command's `commands`
 * @param args its arguments
 * @param values the `--name value` options given (`--db` among them), by name
 * @param print where output lines go
 * @returns its exit code, nothing for 0
 * @throws UsageError for a usage error (exit 2); any other error is a failure (exit 1)
 */
export type OperatorRun<C extends string> = (
  db: OperatorDb,
  command: C,
  args: string[],
  values: Record<string, string | undefined>,
  print: (line: string) => void,
) => Promise<number | void>;

/**
 * Builds the entry of an operator command with subcommands: `runOperatorCommand` with `spec`,
 * handing `run` the open database, the command, its arguments, its options and `print`.
 * @param spec `commands` accepted, `stringOptions` besides `--db`, the `help` text
 * @param run runs one command; resolves its exit code (nothing for 0); throws `UsageError` for a
 *   usage error (exit 2), any other error for a failure (exit 1)
 * @returns the command's `OperatorEntry`
 */
export function operatorEntry<C extends string>(
  spec: { commands: readonly C[]; stringOptions: readonly string[]; help: string },
  run: OperatorRun<C>,
): OperatorEntry {
  return (argv, print = console.log) =>
    runOperatorCommand(
      argv,
      spec,
      (db, { command, args, values }) => run(db, command, args, values, print),
      print,
    );
}

/**
 * The `--limit N` option of a `list` command.
 * @param value the option as given (undefined: not given)
 * @returns N, 50 when not given
 * @throws UsageError unless N is an integer from 1 to 1000
 */
export function limitOption(value: string | undefined): number {
  const limit = Number(value ?? '50');
  if (!/^\d+$/.test(value ?? '50') || limit < 1 || limit > 1000) {
    throw new UsageError('--limit 须为 1–1000 的整数');
  }
  return limit;
}

/**
 * The uploads store an operator command reads (problem reports' attachments, licence images;
 * docs/deployment.md "Object storage"), as the API writes it: the folder `--dir` when given, else
 * `UPLOADS_URL`'s bucket, else `bug-reports/` beside the `--db` database (`bugReportDirFor`).
 * @param values the command's options (`dir`, `db`)
 * @returns the store (nothing is read until it is used)
 * @throws Error naming `UPLOADS_URL` when it is malformed
 */
export function operatorUploadsStore(values: Record<string, string | undefined>): ObjectStore {
  if (values.dir) return localObjectStore(values.dir);
  return uploadsStoreFromEnv(process.env, bugReportDirFor(values.db ?? defaultDatabase()));
}

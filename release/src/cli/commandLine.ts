/**
 * The command-line kit every operator command shares (`npm run release` and the server's `audit`,
 * `identity`, `orders`, `reports`): usage errors with exit code 2, failures with 1, and running a
 * command's `main` only when its file is the process's entry point (tests import it instead).
 */

/** A usage error: printed with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {}

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

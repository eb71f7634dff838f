/**
 * The flag reading shared by `npm run perf` (`args.ts`) and `npm run perf:cluster`
 * (`clusterArgs.ts`): `--flag value` or `--flag=value`, `--help`/`-h`, errors in Chinese naming
 * the flag.
 */

/**
 * A flag's value as a whole number ≥ 1.
 * @throws Error naming the flag otherwise
 */
export function positiveInteger(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1) throw new Error(`${flag} 需要正整数，得到 ${value}`);
  return n;
}

/**
 * A flag's comma-separated list, trimmed, empty items dropped.
 * @param allowed when given, every item must be one of these
 * @throws Error naming the flag for an empty list or an item not allowed
 */
export function list<T extends string>(
  flag: string,
  value: string | undefined,
  allowed?: readonly T[],
): T[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error(`${flag} 需要一个逗号分隔的列表`);
  for (const item of items) {
    if (allowed && !(allowed as readonly string[]).includes(item)) {
      throw new Error(`${flag} 不认识 ${item}（可选：${allowed.join(', ')}）`);
    }
  }
  return items as T[];
}

/**
 * Walks the arguments: `--help` and `-h` set the answer's `help`; every other flag goes to
 * `handle` with a reader of its value (the `=` part, else the next argument).
 * @param argv the arguments after the script
 * @param usage the usage text, appended to the error of an unknown flag
 * @param handle reads one flag; returns `false` for a flag it does not know
 * @returns `{ help }`
 * @throws Error `未知参数 <flag>` and the usage for a flag `handle` does not know; what `handle` throws
 */
export function readFlags(
  argv: readonly string[],
  usage: string,
  handle: (flag: string, value: () => string | undefined) => boolean,
): { help: boolean } {
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') help = true;
    else if (!handle(flag, value)) throw new Error(`未知参数 ${flag}\n${usage}`);
  }
  return { help };
}

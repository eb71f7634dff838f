import fs from 'node:fs';

/** One process's CPU time so far, from `/proc/<pid>/stat`. */
export interface ProcessTimes {
  pid: number;
  ppid: number;
  /** The command name (`comm`, at most 15 characters), e.g. `node`, `nginx`, `postgres`. */
  comm: string;
  /** User plus system time, in clock ticks (`getconf CLK_TCK`, 100 a second on Linux). */
  ticks: number;
}

/** Linux's clock ticks per second (`USER_HZ`), the unit of `/proc`'s CPU times. */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Parses one `/proc/<pid>/stat` line (proc(5)): the command name sits in parentheses and may
 * itself hold spaces and parentheses, so the fields are counted from its last `)`.
 * @param text the file's content, e.g. `8174 (cat) R 8170 … utime stime …`
 * @returns pid, parent pid, command name and utime + stime in ticks
 * @throws Error when the line does not have the fields of proc(5)
 */
export function parseProcessStat(text: string): ProcessTimes {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // After the name: state (3), ppid (4), …, utime (14), stime (15): indexes 0, 1, …, 11, 12.
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (open < 0 || close < open || [ppid, utime, stime].some((n) => !Number.isFinite(n))) {
    throw new Error(`无法解析 /proc/<pid>/stat：${text.slice(0, 80)}`);
  }
  return {
    pid: Number(text.slice(0, open).trim()),
    ppid,
    comm: text.slice(open + 1, close),
    ticks: utime + stime,
  };
}

/**
 * Parses the first line of `/proc/stat` (all CPUs together).
 * @param text the file's content, starting `cpu  user nice system idle iowait irq softirq steal …`
 * @returns `busy` (every field but idle and iowait) and `total`, in clock ticks since boot
 * @throws Error when the first line is not the `cpu` line
 */
export function parseMachineStat(text: string): { busy: number; total: number } {
  const [label, ...values] = (text.split('\n')[0] ?? '').trim().split(/\s+/);
  if (label !== 'cpu' || values.length < 4) throw new Error('无法解析 /proc/stat');
  // guest and guest_nice (fields 9 and 10) are already counted in user and nice.
  const numbers = values.slice(0, 8).map(Number);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Every process's CPU time now (processes that end while being read are skipped).
 * @returns one `ProcessTimes` per process under `/proc`
 */
export function readProcesses(): ProcessTimes[] {
  const list: ProcessTimes[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      list.push(parseProcessStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // gone since the listing
    }
  }
  return list;
}

/** The whole machine's CPU time now (`parseMachineStat` of `/proc/stat`). */
export function readMachine(): { busy: number; total: number } {
  return parseMachineStat(fs.readFileSync('/proc/stat', 'utf8'));
}

/**
 * The CPU time each group of processes used between two readings: a process's ticks after
 * minus before (all of them for a process started in between; a process that ended in between
 * is not counted), summed per group.
 * @param before the processes at the start (`readProcesses`)
 * @param after the processes at the end
 * @param groupOf a process's group name, or undefined to leave it out
 * @returns ticks per group, groups with none left out
 */
export function ticksByGroup(
  before: readonly ProcessTimes[],
  after: readonly ProcessTimes[],
  groupOf: (process: ProcessTimes) => string | undefined,
): Record<string, number> {
  const earlier = new Map(before.map((process) => [process.pid, process.ticks]));
  const groups: Record<string, number> = {};
  for (const process of after) {
    const group = groupOf(process);
    if (group === undefined) continue;
    const used = process.ticks - (earlier.get(process.pid) ?? 0);
    if (used > 0) groups[group] = (groups[group] ?? 0) + used;
  }
  return groups;
}

/**
 * Parses `/proc/net/snmp` for the TCP connections this machine has opened since boot
 * (`Tcp: … ActiveOpens …`: every `connect()` that reached SYN-SENT, on any address).
 * @param text the file's content (a header line `Tcp: RtoAlgorithm …` and a value line)
 * @returns the `ActiveOpens` counter
 * @throws Error when the file has no `Tcp:` lines with `ActiveOpens`
 */
export function parseTcpActiveOpens(text: string): number {
  const [header, values] = text
    .split('\n')
    .filter((line) => line.startsWith('Tcp:'))
    .map((line) => line.trim().split(/\s+/));
  const index = header?.indexOf('ActiveOpens') ?? -1;
  const value = Number(values?.[index]);
  if (index < 0 || !Number.isFinite(value)) throw new Error('无法解析 /proc/net/snmp 的 Tcp 行');
  return value;
}

/** This machine's `ActiveOpens` now (`parseTcpActiveOpens` of `/proc/net/snmp`). */
export function readTcpActiveOpens(): number {
  return parseTcpActiveOpens(fs.readFileSync('/proc/net/snmp', 'utf8'));
}

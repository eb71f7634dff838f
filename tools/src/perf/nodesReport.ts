import { fasterInEveryRun, formatRatio, summarizeFigures } from './figures';
import type { NodesFigures } from './nodesBench';
import { median } from './stats';
import { formatTable } from './table';

/** How the node bench ran, for the heading. */
export interface NodesBenchSetup {
  runs: number;
  durationSeconds: number;
  connections: number;
  /** The machine's cores (`os.cpus().length`). */
  cores: number;
}

/** The CPU columns, in order; a group seen in no run prints 0. */
const CPU_GROUPS = [
  'node A',
  'node B',
  'nginx',
  'postgres',
  'redis',
  'autocannon',
  'other',
  'idle',
] as const;

/**
 * New TCP connections per 1,000 requests: the run's connects over its requests with the warm-up's
 * share added (1 s of the run's rate), so close to how often nginx opened a connection to a node.
 */
function connectsPerThousand(run: NodesFigures): number {
  const sent = run.requests + run.figures.requestsPerSecond;
  return sent > 0 ? (run.tcpConnects / sent) * 1000 : 0;
}

function servedText(runs: readonly NodesFigures[]): string {
  const served: Record<string, number> = {};
  for (const run of runs) {
    for (const [how, count] of Object.entries(run.served)) served[how] = (served[how] ?? 0) + count;
  }
  return Object.entries(served)
    .sort(([, a], [, b]) => b - a)
    .map(([how, count]) => `${how} ${count}`)
    .join(', ');
}

/**
 * The figures of `benchNodes` as plain text (Chinese with English column names, as the other
 * perf output): per path, one line for one node and one for two with the medians over the runs,
 * two over one, each run's requests per second, the new TCP connections per 1,000 requests and
 * how the pages were answered (summed over the runs, warm-ups included); then the paths whose faster setting changed between runs; then the
 * median CPU of each process group in per cent of one core (`cores` × 100 % is the machine).
 * @param results what `benchNodes` returned
 * @param setup runs, seconds, connections and cores, for the headings
 * @returns the lines joined by `\n`, no trailing newline
 */
export function formatNodesBench(results: readonly NodesFigures[], setup: NodesBenchSetup): string {
  const paths = [...new Set(results.map((result) => result.path))];
  const rows: string[][] = [
    [
      '路径 path',
      'nodes',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      '2/1',
      '各次 runs req/s',
      'connects/1k',
      '答复方式 served',
    ],
  ];
  const cpuRows: string[][] = [['路径 path', 'nodes', ...CPU_GROUPS]];
  const flips: string[] = [];
  for (const path of paths) {
    const perSetting = new Map<number, number[]>();
    for (const nodesUp of [1, 2] as const) {
      const runs = results.filter((result) => result.path === path && result.nodesUp === nodesUp);
      if (runs.length === 0) continue;
      const summary = summarizeFigures(runs.map((run) => run.figures));
      perSetting.set(nodesUp, summary.runsRequestsPerSecond);
      const one = perSetting.get(1);
      rows.push([
        nodesUp === 1 || !one ? path : '',
        String(nodesUp),
        String(summary.median.requestsPerSecond),
        String(summary.median.p50Ms),
        String(summary.median.p99Ms),
        String(summary.failedTotal),
        nodesUp === 2 && one ? formatRatio(summary.median.requestsPerSecond, median(one)) : '',
        summary.runsRequestsPerSecond.join(' '),
        String(Math.round(median(runs.map(connectsPerThousand)))),
        servedText(runs),
      ]);
      cpuRows.push([
        nodesUp === 1 ? path : '',
        String(nodesUp),
        ...CPU_GROUPS.map((group) => `${median(runs.map((run) => run.cpu[group] ?? 0))}%`),
      ]);
    }
    const one = perSetting.get(1);
    const two = perSetting.get(2);
    if (one && two && fasterInEveryRun(two, one) === 'flips') flips.push(path);
  }
  return [
    `一个节点与两个节点（经 nginx；每个路径 ${setup.durationSeconds} s，共 ${setup.connections} connections，` +
      `${setup.runs} 次取中位数 median；每个请求来自新的地址 X-Forwarded-For）`,
    formatTable(rows, ['left', ...Array<'right'>(6).fill('right'), 'left', 'right', 'left']),
    'connects/1k：每 1000 个请求新开的 TCP 连接（整机 ActiveOpens，含预热），几乎都是 nginx 到节点的连接：' +
      'nginx 的 keepalive 缓存放不下时，一个请求一个连接',
    flips.length > 0
      ? `各次快慢不一 flips：${flips.join('、')}（一个还是两个节点更快随次而变：差别小于各次之间的波动）`
      : '各次快慢一致 no flips：每个路径每次都是同一设置更快',
    '',
    `CPU（压测期间含预热，各次中位数；一核 = 100%，整机 ${setup.cores} 核 = ${setup.cores * 100}%；` +
      'autocannon = 压测进程本身，other = 其余进程，含 s3rver）',
    formatTable(cpuRows, ['left', 'right', ...CPU_GROUPS.map(() => 'right' as const)]),
  ].join('\n');
}

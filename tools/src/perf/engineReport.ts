import type { Engine, EngineFigures } from './engineBench';
import { fasterInEveryRun, formatRatio, summarizeFigures } from './figures';
import { median } from './stats';
import { formatTable } from './table';

/** How the engine bench ran, for the table's heading. */
export interface EngineBenchSetup {
  runs: number;
  durationSeconds: number;
  connections: number;
}

function runsOf(results: readonly EngineFigures[], engine: Engine, endpoint: string) {
  return results.filter((result) => result.engine === engine && result.endpoint === endpoint);
}

/**
 * The figures of `benchEngines` as plain text (Chinese with English column names, as the other
 * perf output): one line per endpoint and engine with the medians over the runs, PostgreSQL's
 * requests per second over SQLite's, each run's requests per second; then the endpoints whose
 * faster engine changed between runs; PostgreSQL's writes carry the median of their rolled-back
 * transactions (`EngineFigures.rolledBack`).
 * @param results what `benchEngines` returned (any engines, endpoints and runs)
 * @param setup runs, seconds per endpoint and connections, for the heading
 * @returns the lines joined by `\n`, no trailing newline
 */
export function formatEngineBench(
  results: readonly EngineFigures[],
  setup: EngineBenchSetup,
): string {
  const endpoints = [...new Set(results.map((result) => result.endpoint))];
  const engines = [...new Set(results.map((result) => result.engine))];
  const rows: string[][] = [
    [
      '接口 endpoint',
      '引擎 engine',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'pg/sqlite',
      'rollbacks',
      '各次 runs req/s',
    ],
  ];
  const flips: string[] = [];
  for (const endpoint of endpoints) {
    const perEngine = new Map<Engine, number[]>();
    engines.forEach((engine, index) => {
      const runs = runsOf(results, engine, endpoint);
      if (runs.length === 0) return;
      const summary = summarizeFigures(runs.map((run) => run.figures));
      const rolledBack = runs.flatMap((run) =>
        run.rolledBack === undefined ? [] : [run.rolledBack],
      );
      perEngine.set(engine, summary.runsRequestsPerSecond);
      const sqlite = perEngine.get('sqlite');
      const ratio =
        engine === 'postgres' && sqlite
          ? formatRatio(summary.median.requestsPerSecond, median(sqlite))
          : '';
      rows.push([
        index === 0 ? endpoint : '',
        engine,
        String(summary.median.requestsPerSecond),
        String(summary.median.p50Ms),
        String(summary.median.p99Ms),
        String(summary.failedTotal),
        ratio,
        rolledBack.length > 0 ? String(median(rolledBack)) : '',
        summary.runsRequestsPerSecond.join(' '),
      ]);
    });
    const sqlite = perEngine.get('sqlite');
    const postgres = perEngine.get('postgres');
    if (sqlite && postgres && fasterInEveryRun(sqlite, postgres) === 'flips') flips.push(endpoint);
  }
  return [
    `接口 × 数据库引擎（autocannon，回环地址，Accept-Encoding: gzip, br；每个接口 ${setup.durationSeconds} s，` +
      `${setup.connections} connections（@N：N 个），${setup.runs} 次取中位数 median；failed = 各次非 2xx、错误与超时之和）`,
    // endpoint, engine, six figures, each run's req/s
    formatTable(rows, ['left', 'left', ...Array<'right'>(6).fill('right'), 'left']),
    flips.length > 0
      ? `各次快慢不一 flips：${flips.join('、')}（哪个引擎更快随次而变：差别小于各次之间的波动）`
      : '各次快慢一致 no flips：每个接口每次都是同一引擎更快',
    ...(results.some((result) => result.rolledBack !== undefined)
      ? [
          'rollbacks：PostgreSQL 上每次写入压测（含 1 s 预热）中被回滚的事务数的中位数，' +
            '即 serializable 冲突后由 transact 重试的次数',
        ]
      : []),
  ].join('\n');
}

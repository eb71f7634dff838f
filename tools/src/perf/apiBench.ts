import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { forkBenchServer, stopBenchServer } from './forkServer';
import { formatTable } from './table';

/** One endpoint's figures from `benchApi`. */
export interface ApiBenchResult {
  /** Short name, e.g. `getWebsiteMenu`. */
  name: string;
  /** Path and query requested, e.g. `/api/web/index/getWebsiteMenu`. */
  path: string;
  /** Average requests per second over the run. */
  requestsPerSecond: number;
  /** Median latency, milliseconds. */
  p50Ms: number;
  /** 99th percentile latency, milliseconds. */
  p99Ms: number;
  /** Answers that were not 2xx (they should be none). */
  non2xx: number;
  /** Whether `requestsPerSecond` ≥ `API_BENCH_GOAL.requestsPerSecond`, `p99Ms` ≤ its `p99Ms` and no non-2xx. */
  goalMet: boolean;
}

/** The goal of the API on one core (docs/api.md "Caching"). */
export const API_BENCH_GOAL = { requestsPerSecond: 2000, p99Ms: 20 } as const;

/**
 * What is measured: the header menu every page loads, and the list the `/news` page loads
 * (mf-marketing `newsListLoader`: page 1, `pageSize` 6).
 */
export const API_BENCH_TARGETS = [
  { name: 'getWebsiteMenu', path: '/api/web/index/getWebsiteMenu' },
  { name: 'news list', path: '/api/web/news/list?page=1&pageSize=6' },
] as const;

/** What a browser sends: the compressed answer is what is measured. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };

const SERVER_FILE = path.join(__dirname, 'apiBenchServer.ts');

/**
 * Load-tests the API on loopback with autocannon: a fresh API (`apiBenchServer.ts`, composed as
 * `npm start` serves `/api`, compression included) in a child process on a temporary SQLite file
 * under `os.tmpdir()` (removed afterwards) or on the PostgreSQL database `database` names, then
 * each of `API_BENCH_TARGETS` in turn with `Accept-Encoding: gzip, br`, after a one-second warm-up
 * that is not counted. The menu and the order endpoints on both engines: `benchEngines`.
 * @param options `durationSeconds` of each measured run (default 10); `connections` (default 50);
 *   `database`: a `postgres://` URL of a database to run on (migrated and seeded by the API, left
 *   in place) instead of the temporary SQLite file
 * @returns one `ApiBenchResult` per target, in the order of `API_BENCH_TARGETS`
 * @throws Error when the API does not start or a target does not answer 200 before the run
 */
export async function benchApi(
  options: { durationSeconds?: number; connections?: number; database?: string } = {},
): Promise<ApiBenchResult[]> {
  const duration = options.durationSeconds ?? 10;
  const connections = options.connections ?? 50;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-perf-'));
  const server = await forkBenchServer(SERVER_FILE, [
    options.database ?? path.join(dir, 'bench.sqlite'),
  ]);
  try {
    const results: ApiBenchResult[] = [];
    for (const target of API_BENCH_TARGETS) {
      const url = `http://127.0.0.1:${server.port}${target.path}`;
      const probe = await fetch(url, { headers: BROWSER_HEADERS });
      if (probe.status !== 200) throw new Error(`${target.path} 答复 HTTP ${probe.status}`);
      const run = await autocannon({
        url,
        connections,
        duration,
        headers: BROWSER_HEADERS,
        warmup: { connections, duration: 1 },
      });
      const requestsPerSecond = Math.round(run.requests.average);
      const p99Ms = run.latency.p99;
      results.push({
        name: target.name,
        path: target.path,
        requestsPerSecond,
        p50Ms: run.latency.p50,
        p99Ms,
        non2xx: run.non2xx,
        goalMet:
          requestsPerSecond >= API_BENCH_GOAL.requestsPerSecond &&
          p99Ms <= API_BENCH_GOAL.p99Ms &&
          run.non2xx === 0,
      });
    }
    return results;
  } finally {
    await stopBenchServer(server.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The figures of `benchApi` as a plain-text table (Chinese with English column names, as the
 * other CLI output), one line per endpoint, then the goal.
 * @param results what `benchApi` returned
 * @returns the lines joined by `\n`, no trailing newline
 */
export function formatApiBench(results: ApiBenchResult[]): string {
  const table = formatTable(
    [
      ['接口 endpoint', '路径 path', 'req/s', 'p99 ms', 'non-2xx', '目标 goal'],
      ...results.map((r) => [
        r.name,
        r.path,
        String(r.requestsPerSecond),
        String(r.p99Ms),
        String(r.non2xx),
        r.goalMet ? '达标 met' : '未达标 missed',
      ]),
    ],
    ['left', 'left', 'right', 'right', 'right', 'left'],
  );
  return [
    'API 压测（autocannon，回环地址，Accept-Encoding: gzip, br）',
    table,
    `目标 goal：≥ ${API_BENCH_GOAL.requestsPerSecond} req/s，p99 ≤ ${API_BENCH_GOAL.p99Ms} ms，无非 2xx 答复`,
  ].join('\n');
}

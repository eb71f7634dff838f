import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { forkBenchServer, stopBenchServer } from './forkServer';
import { formatTable } from './table';
import { PAGE_LOAD_GOALS } from '@xingheng/release';

/** Pages measured from the cache: the home page and the flood's page, the largest. */
export const CACHED_PAGES = ['/', '/support/map'] as const;
/** The flood's page: each request with a query of its own (`?x=N`), so each is a render. */
export const FLOOD_PAGE = '/support/map';
const MENU = '/api/web/index/getWebsiteMenu';

/** How pages were answered (the `Server-Timing` `page` entry: cache, render, static, limited). */
export type Served = Record<string, number>;

/** One cached page's figures. */
export interface CachedPageResult {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, errors and time-outs. */
  failed: number;
  served: Served;
  goalMet: boolean;
}

/** The flood's figures. */
export interface FloodResult {
  seconds: number;
  pages: { requests: number; p50Ms: number; p99Ms: number; failed: number; served: Served };
  menu: { requestsPerSecond: number; p50Ms: number; p99Ms: number; failed: number };
  goalMet: boolean;
}

/** What `benchPages` measured. */
export interface PageBenchResult {
  cached: CachedPageResult[];
  flood: FloodResult;
}

/** What a browser sends: the compressed answer is what is measured. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };

let visitor = 0;
/**
 * A new visitor's address for each request, as nginx passes it (`X-Forwarded-For`, trusted from
 * loopback): many visitors, so the per-address page rate limit stays out of the figures.
 */
function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

function failedOf(run: autocannon.Result): number {
  return run.non2xx + run.errors + run.timeouts;
}

/** An autocannon request that gives each request its own visitor and counts how it was served. */
function visitorRequest(served: Served, pathOf?: () => string): autocannon.Request {
  return {
    setupRequest: (request) => ({
      ...request,
      ...(pathOf ? { path: pathOf() } : {}),
      headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
    }),
    onResponse: (_status, _body, _context, headers) => {
      const desc = /page;desc="(\w+)"/.exec(headers['server-timing'] ?? '')?.[1] ?? 'other';
      served[desc] = (served[desc] ?? 0) + 1;
    },
  };
}

async function benchCached(origin: string, page: string, duration: number) {
  const probe = await fetch(`${origin}${page}`, { headers: BROWSER_HEADERS });
  if (probe.status !== 200) throw new Error(`${page} 答复 HTTP ${probe.status}`);
  const served: Served = {};
  const { connections, requestsPerSecond, p99Ms } = PAGE_LOAD_GOALS.cached;
  const run = await autocannon({
    url: `${origin}${page}`,
    connections,
    duration,
    headers: BROWSER_HEADERS,
    warmup: { connections, duration: 1 },
    requests: [visitorRequest(served)],
  });
  const result: CachedPageResult = {
    path: page,
    requestsPerSecond: Math.round(run.requests.average),
    p99Ms: run.latency.p99,
    failed: failedOf(run),
    served,
    goalMet: false,
  };
  result.goalMet =
    result.requestsPerSecond >= requestsPerSecond && result.p99Ms <= p99Ms && result.failed === 0;
  return result;
}

async function benchFlood(origin: string, duration: number): Promise<FloodResult> {
  const served: Served = {};
  let n = 0;
  const { connections, menuConnections, menuP99Ms } = PAGE_LOAD_GOALS.flood;
  const [pages, menu] = await Promise.all([
    autocannon({
      url: `${origin}${FLOOD_PAGE}`,
      connections,
      duration,
      headers: BROWSER_HEADERS,
      requests: [visitorRequest(served, () => `${FLOOD_PAGE}?x=${Date.now()}-${(n += 1)}`)],
    }),
    autocannon({
      url: `${origin}${MENU}`,
      connections: menuConnections,
      duration,
      headers: BROWSER_HEADERS,
    }),
  ]);
  const result: FloodResult = {
    seconds: duration,
    pages: {
      requests: pages.requests.total,
      p50Ms: pages.latency.p50,
      p99Ms: pages.latency.p99,
      failed: failedOf(pages),
      served,
    },
    menu: {
      requestsPerSecond: Math.round(menu.requests.average),
      p50Ms: menu.latency.p50,
      p99Ms: menu.latency.p99,
      failed: failedOf(menu),
    },
    goalMet: false,
  };
  result.goalMet =
    result.menu.p99Ms <= menuP99Ms && result.pages.failed === 0 && result.menu.failed === 0;
  return result;
}

/**
 * Load-tests pages on loopback with autocannon: the site (`pageBenchServer.ts`, as `npm start`
 * serves `deployDir`) in a child process on a temporary SQLite file under `os.tmpdir()` (removed
 * afterwards); each of `CACHED_PAGES` at 50 connections after a one-second warm-up (the first
 * request renders the page, the others are served from the cache, which renews it when its time
 * to live ends); then the flood: 200 connections asking for `FLOOD_PAGE` with a new query each
 * time, and 10 connections asking for the menu alongside. Every request comes from a new address.
 * @param options `deployDir` with the active build; `durationSeconds` of each run (default 10)
 * @returns the figures
 * @throws Error when the site does not start or a cached page does not answer 200 before its run
 */
export async function benchPages(options: {
  deployDir: string;
  durationSeconds?: number;
}): Promise<PageBenchResult> {
  const duration = options.durationSeconds ?? 10;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-perf-pages-'));
  const server = await forkBenchServer(path.join(__dirname, 'pageBenchServer.ts'), [
    options.deployDir,
    path.join(dir, 'bench.sqlite'),
  ]);
  const origin = `http://127.0.0.1:${server.port}`;
  try {
    const cached: CachedPageResult[] = [];
    for (const page of CACHED_PAGES) cached.push(await benchCached(origin, page, duration));
    return { cached, flood: await benchFlood(origin, duration) };
  } finally {
    await stopBenchServer(server.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function showServed(served: Served): string {
  return Object.entries(served)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([desc, count]) => `${desc} ${count}`)
    .join(', ');
}

const met = (goal: boolean) => (goal ? '达标 met' : '未达标 missed');

/**
 * The figures of `benchPages` as plain text (Chinese with English column names, as the other CLI
 * output): one table of cached pages, the flood's lines, and the goals.
 * @param result what `benchPages` returned
 * @returns the lines joined by `\n`, no trailing newline
 */
export function formatPageBench(result: PageBenchResult): string {
  const { cached, flood } = PAGE_LOAD_GOALS;
  const table = formatTable(
    [
      ['页面 page', 'req/s', 'p99 ms', 'failed', '答复方式 served', '目标 goal'],
      ...result.cached.map((r) => [
        r.path,
        String(r.requestsPerSecond),
        String(r.p99Ms),
        String(r.failed),
        showServed(r.served),
        met(r.goalMet),
      ]),
    ],
    ['left', 'right', 'right', 'right', 'left', 'left'],
  );
  const f = result.flood;
  return [
    `页面压测（autocannon，回环地址，Accept-Encoding: gzip, br，每个请求来自新的地址 X-Forwarded-For）`,
    `缓存的页面 cached pages, ${cached.connections} connections`,
    table,
    `目标 goal：≥ ${cached.requestsPerSecond} req/s，p99 ≤ ${cached.p99Ms} ms，无失败`,
    '',
    `洪峰 flood: ${flood.connections} connections × ${f.seconds} s of ${FLOOD_PAGE}?x=<new> (each a render) + ${flood.menuConnections} connections of ${MENU}`,
    `  pages: ${f.pages.requests} answers (${showServed(f.pages.served)}), p50 ${f.pages.p50Ms} ms, p99 ${f.pages.p99Ms} ms, failed ${f.pages.failed}`,
    `  menu:  ${f.menu.requestsPerSecond} req/s, p50 ${f.menu.p50Ms} ms, p99 ${f.menu.p99Ms} ms, failed ${f.menu.failed}`,
    `目标 goal：菜单 p99 ≤ ${flood.menuP99Ms} ms，无失败 — ${met(f.goalMet)}`,
  ].join('\n');
}

import fs from 'node:fs';
import os from 'node:os';
import {
  CLOCK_TICKS_PER_SECOND,
  readMachine,
  readProcesses,
  readTcpActiveOpens,
  ticksByGroup,
  type ProcessTimes,
} from './cpuTimes';
import type { LoadFigures } from './figures';
import { measureLoad, type LoadTarget } from './loadRun';

/** The part of a running cluster (`startCluster` of tools/src/cluster) the node bench uses. */
export interface BenchCluster {
  /** nginx's origin, e.g. `http://127.0.0.1:8090`. */
  url: string;
  /** The site nodes in nginx's order; the bench stops and starts the second. */
  nodes: readonly {
    name: string;
    port: number;
    running: () => boolean;
    start: () => Promise<void>;
    stop: () => Promise<void>;
  }[];
}

/** What the node bench asks nginx for: two anonymous pages (page cache) and the header menu. */
export const NODE_BENCH_PATHS = ['/', '/news', '/api/web/index/getWebsiteMenu'] as const;

/** One path's figures with one or two nodes up, in one run. */
export interface NodesFigures {
  /** Nodes up behind nginx: 1 (the second stopped) or 2. */
  nodesUp: 1 | 2;
  /** 1-based run number. */
  run: number;
  path: string;
  figures: LoadFigures;
  /** How pages were answered (`Server-Timing` `page;desc=`: cache, render, static, …). */
  served: Record<string, number>;
  /**
   * CPU used during the warm-up and the run, in per cent of one core (the machine has
   * `os.cpus().length` of them): per process group (`node A`, `node B`, `nginx`, `postgres`,
   * `redis`, `autocannon`: this process), `other` (every other process) and `idle`.
   */
  cpu: Record<string, number>;
  /**
   * TCP connections opened on the machine during the warm-up and the run (`ActiveOpens`):
   * autocannon's to nginx once, then nginx's new ones to the nodes (a connection to a node that
   * nginx's keep-alive cache does not hold is opened and closed per request) and the nodes' to
   * PostgreSQL and Redis beyond their pools.
   */
  tcpConnects: number;
  /** Requests sent in the measured run (warm-up not included), for connects per request. */
  requests: number;
}

/** Seconds each path is loaded, not counted, before the first run. */
const WARM_UP_SECONDS = 4;

/** What a browser sends: the compressed answer is what is measured. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };

let visitor = 0;
/**
 * A new visitor's address for each request (`X-Forwarded-For`, which nginx passes on and the
 * nodes trust from loopback): many visitors, so the per-address page rate limit stays out.
 */
function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** The site-node port a process was started with (`PORT` in its environment), if readable. */
const portOfPid = new Map<number, number | undefined>();
function nodePortOf(pid: number): number | undefined {
  if (!portOfPid.has(pid)) {
    let port: number | undefined;
    try {
      const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const entry = environment.find((variable) => variable.startsWith('PORT='));
      port = entry ? Number(entry.slice(5)) : undefined;
    } catch {
      port = undefined;
    }
    portOfPid.set(pid, port);
  }
  return portOfPid.get(pid);
}

/** The CPU group of a process of the cluster's machine (see `NodesFigures.cpu`). */
function groupOf(cluster: BenchCluster): (process: ProcessTimes) => string {
  const nodeOfPort = new Map(cluster.nodes.map((node) => [node.port, `node ${node.name}`]));
  return (process) => {
    if (process.pid === globalThis.process.pid) return 'autocannon';
    if (process.comm === 'nginx') return 'nginx';
    if (process.comm === 'postgres') return 'postgres';
    if (process.comm.startsWith('redis')) return 'redis';
    if (process.comm === 'node' || process.comm === 'tsx') {
      const node = nodeOfPort.get(nodePortOf(process.pid) ?? -1);
      if (node) return node;
    }
    return 'other';
  };
}

/** Measures one path through nginx and the CPU each process group used meanwhile. */
async function measureWithCpu(
  cluster: BenchCluster,
  path: string,
  load: { durationSeconds: number; connections: number },
): Promise<Pick<NodesFigures, 'figures' | 'served' | 'cpu' | 'tcpConnects' | 'requests'>> {
  const served: Record<string, number> = {};
  const target: LoadTarget = {
    name: path,
    method: 'GET',
    path,
    headers: BROWSER_HEADERS,
    headersOf: () => ({ 'x-forwarded-for': nextAddress() }),
    onResponse: (_status, headers) => {
      const how = /page;desc="(\w+)"/.exec(headers['server-timing'] ?? '')?.[1];
      if (how) served[how] = (served[how] ?? 0) + 1;
    },
  };
  const processesBefore = readProcesses();
  const machineBefore = readMachine();
  const connectsBefore = readTcpActiveOpens();
  const started = process.hrtime.bigint();
  const { requests, ...figures } = await measureLoad(cluster.url, target, load);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const machineAfter = readMachine();
  const tcpConnects = readTcpActiveOpens() - connectsBefore;
  const ticks = ticksByGroup(processesBefore, readProcesses(), groupOf(cluster));
  const percent = (value: number) => Math.round((value / CLOCK_TICKS_PER_SECOND / seconds) * 100);
  const cpu: Record<string, number> = {};
  for (const [group, used] of Object.entries(ticks)) cpu[group] = percent(used);
  const cores = os.cpus().length;
  const busyShare =
    (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  cpu.idle = Math.round((1 - busyShare) * cores * 100);
  return { figures, served, cpu, tcpConnects, requests };
}

/** Brings the cluster to `nodesUp` nodes: stops the second node, or starts it again. */
async function setNodesUp(cluster: BenchCluster, nodesUp: 1 | 2): Promise<void> {
  const second = cluster.nodes[1];
  if (!second) throw new Error('节点压测需要两个节点的集群');
  if (nodesUp === 1 && second.running()) await second.stop();
  if (nodesUp === 2 && !second.running()) await second.start();
}

/**
 * One node against two behind the cluster's nginx (docs/performance.md "More than one machine"):
 * each run measures every `NODE_BENCH_PATHS` path through nginx with two nodes up and with the
 * second node stopped (nginx then sends everything to the first: a refused connection is retried
 * on the next node and the stopped one is left out for a while), the same total of connections
 * in both; the order alternates between runs (2-1, 1-2, 2-1, …) so that a drift of the machine
 * falls on both, after a warm-up of 4 s per path (plus its own 1 s) with both nodes up that is
 * not counted. Each request comes from a new visitor address; pages are anonymous, so the page
 * cache of each node answers them after its first render. The second node is up again at the end.
 * @param cluster a running cluster of at least two nodes
 * @param options `runs` (default 3), `durationSeconds` per path (default 5), `connections`
 *   (default 50), `log` for progress lines
 * @returns every measurement, in the order made
 * @throws Error when the cluster has fewer than two nodes, the second node does not start again,
 *   or a path's probe does not answer 2xx
 */
export async function benchNodes(
  cluster: BenchCluster,
  options: {
    runs?: number;
    durationSeconds?: number;
    connections?: number;
    log?: (line: string) => void;
  } = {},
): Promise<NodesFigures[]> {
  const load = {
    durationSeconds: options.durationSeconds ?? 5,
    connections: options.connections ?? 50,
  };
  const results: NodesFigures[] = [];
  try {
    // Freshly started nodes compile their hot paths and fill their page caches first: warm both
    // up before anything is counted, so the first setting measured is not the cold one.
    options.log?.('预热 warm-up：两个节点');
    await setNodesUp(cluster, 2);
    for (const path of NODE_BENCH_PATHS) {
      await measureWithCpu(cluster, path, { ...load, durationSeconds: WARM_UP_SECONDS });
    }
    for (let run = 1; run <= (options.runs ?? 3); run += 1) {
      const order: (1 | 2)[] = run % 2 === 1 ? [2, 1] : [1, 2];
      for (const nodesUp of order) {
        options.log?.(`${nodesUp} 个节点，第 ${run} 次`);
        await setNodesUp(cluster, nodesUp);
        for (const path of NODE_BENCH_PATHS) {
          results.push({ nodesUp, run, path, ...(await measureWithCpu(cluster, path, load)) });
        }
      }
    }
  } finally {
    await setNodesUp(cluster, 2);
  }
  return results;
}

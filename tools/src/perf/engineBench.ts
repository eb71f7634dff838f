import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreatedOrder, ServiceOrderInput, ServiceOrderOptions } from '@xingheng/shared';
import { freePort } from '@xingheng/release/testing';
import {
  postgresBinDir,
  startThrowawayPostgres,
  THROWAWAY_ROLE,
  type ThrowawayPostgres,
} from '../engines/postgres';
import { callApi, loginDemoAccount } from './demoLogin';
import type { LoadFigures } from './figures';
import { forkBenchServer, stopBenchServer } from './forkServer';
import { measureLoad, type LoadTarget } from './loadRun';

/** The API's two database engines (api/src/db/open.ts). */
export const ENGINES = ['sqlite', 'postgres'] as const;
/** `sqlite` (a file) or `postgres` (a `DATABASE_URL`). */
export type Engine = (typeof ENGINES)[number];

/** One endpoint's figures in one run on one engine. */
export interface EngineFigures {
  engine: Engine;
  /** 1-based run number. */
  run: number;
  /** `LoadTarget.name`. */
  endpoint: string;
  figures: LoadFigures;
  /**
   * PostgreSQL, the writes only: transactions the server rolled back during the write's warm-up
   * and run (`pg_stat_database.xact_rollback` of the bench database, read before and 10 s after):
   * each is a serializable transaction aborted for a conflict and tried again (`transact`), or a
   * request that failed.
   */
  rolledBack?: number;
}

/** The service the write buys (Locate-CM, sold online; docs/api.md "Orders and payments"). */
const SERVICE_ID = 6;
/** What a browser sends: the compressed answer is what is measured. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };
const SERVER_FILE = path.join(__dirname, 'apiBenchServer.ts');
const WRITE_PATH = '/api/order/serviceOrder/create';

/** Connections of the second write run: a few customers ordering at once, not a flood. */
export const FEW_WRITERS = 5;

/** The endpoints measured, in table order (names of `LoadTarget`). */
export const ENGINE_BENCH_ENDPOINTS = [
  'getWebsiteMenu',
  'getUserInfo',
  'countNoPayServerOrder',
  'order detail',
  'serviceOrder/create',
  `serviceOrder/create @${FEW_WRITERS}`,
] as const;

/** A new service order's body: one account for one unit of `offer`, activated on payment. */
function serviceOrderBody(
  offer: { serverType: number; durationUnit: number },
  idempotencyKey: string,
): ServiceOrderInput {
  return {
    serviceId: SERVICE_ID,
    orderType: 0,
    serverType: offer.serverType,
    durationUnit: offer.durationUnit,
    duration: 1,
    accounts: 1,
    activationMethod: 2,
    idempotencyKey,
  };
}

/**
 * The endpoints of the engine bench for a logged-in demo account: the header menu (anonymous, in
 * the response cache), the user info with `countNoPayServerOrder` and the unpaid count the header
 * polls, one order's detail, and the write: a new unpaid service order, each request with an
 * idempotency key of its own, at the run's connections and again at `FEW_WRITERS` (the API has
 * no order list: the user center lists orders; no rate limit applies to creating orders).
 * @param input the login `token`, an `orderNo` of the account, the `offer` to buy
 *   (`serverType`, `durationUnit`) and a `tag` that makes the idempotency keys unique per run
 * @returns one `LoadTarget` per `ENGINE_BENCH_ENDPOINTS` entry, in that order
 */
export function engineBenchTargets(input: {
  token: string;
  orderNo: string;
  offer: { serverType: number; durationUnit: number };
  tag: string;
}): LoadTarget[] {
  const auth = { ...BROWSER_HEADERS, authorization: input.token };
  let sequence = 0;
  const write: LoadTarget = {
    name: 'serviceOrder/create',
    method: 'POST',
    path: WRITE_PATH,
    headers: auth,
    body: () => {
      sequence += 1;
      return serviceOrderBody(input.offer, `bench-${input.tag}-${sequence}`);
    },
  };
  return [
    {
      name: 'getWebsiteMenu',
      method: 'GET',
      path: '/api/web/index/getWebsiteMenu',
      headers: BROWSER_HEADERS,
    },
    { name: 'getUserInfo', method: 'GET', path: '/api/user/user/getUserInfo', headers: auth },
    {
      name: 'countNoPayServerOrder',
      method: 'GET',
      path: '/api/order/orderHeader/countNoPayServerOrder',
      headers: auth,
    },
    {
      name: 'order detail',
      method: 'GET',
      path: `/api/order/detail?orderNo=${input.orderNo}`,
      headers: auth,
    },
    write,
    { ...write, name: `serviceOrder/create @${FEW_WRITERS}`, connections: FEW_WRITERS },
  ];
}

/** A fresh database of an engine for one run: where it is, its rollback count, its removal. */
interface BenchDatabase {
  location: string;
  /** PostgreSQL: `xact_rollback` of the database so far; SQLite: undefined. */
  rollbacks: () => number | undefined;
  remove: () => void;
}

async function freshDatabase(
  engine: Engine,
  run: number,
  postgres: ThrowawayPostgres | undefined,
): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-perf-'));
    return {
      location: path.join(dir, 'bench.sqlite'),
      rollbacks: () => undefined,
      remove: () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!postgres) throw new Error('PostgreSQL 未启动');
  const name = `xh_bench_${run}`;
  const bin = postgresBinDir();
  const connection = ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', THROWAWAY_ROLE];
  execFileSync(path.join(bin, 'createdb'), [...connection, name]);
  return {
    location: `postgres://${THROWAWAY_ROLE}@127.0.0.1:${postgres.port}/${name}`,
    rollbacks: () => {
      const query = `select xact_rollback from pg_stat_database where datname = '${name}'`;
      const out = execFileSync(path.join(bin, 'psql'), [...connection, '-d', name, '-Atc', query], {
        encoding: 'utf8',
      });
      return Number(out.trim());
    },
    remove: () => execFileSync(path.join(bin, 'dropdb'), [...connection, name]),
  };
}

/**
 * Waits until PostgreSQL's idle backends have published their transaction counts: a backend
 * that reported less than a second ago holds its counts back for up to 10 s of idleness
 * (`PGSTAT_IDLE_INTERVAL`), so the rollbacks are read after the pool's connections have been idle
 * that long.
 */
function settleStatistics(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10_500));
}

/** One run on one engine: a fresh database and API, the demo account logged in, each endpoint. */
async function benchOneEngine(
  engine: Engine,
  run: number,
  postgres: ThrowawayPostgres | undefined,
  options: { durationSeconds: number; connections: number },
): Promise<EngineFigures[]> {
  const database = await freshDatabase(engine, run, postgres);
  try {
    const results: EngineFigures[] = [];
    /** The write just measured on PostgreSQL and the rollback count before it. */
    let write: { result: EngineFigures; before: number } | undefined;
    const countRollbacks = async (measured: { result: EngineFigures; before: number }) => {
      const after = database.rollbacks();
      if (after !== undefined) measured.result.rolledBack = after - measured.before;
    };
    const server = await forkBenchServer(SERVER_FILE, [database.location, '--demo']);
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      const token = await loginDemoAccount(origin);
      const { offers } = await callApi<ServiceOrderOptions>(
        origin,
        'GET',
        `/api/order/serviceOrder/options?serviceId=${SERVICE_ID}`,
        { token },
      );
      const offer = offers[0];
      if (!offer) throw new Error(`服务 ${SERVICE_ID} 没有在线售卖的套餐`);
      const tag = `${engine}-${run}-${Date.now()}`;
      const { orderNo } = await callApi<CreatedOrder>(origin, 'POST', WRITE_PATH, {
        token,
        body: serviceOrderBody(offer, `bench-${tag}-first`),
      });
      for (const target of engineBenchTargets({ token, orderNo, offer, tag })) {
        if (write) {
          await settleStatistics();
          await countRollbacks(write);
        }
        const before = target.method === 'POST' ? database.rollbacks() : undefined;
        const figures = await measureLoad(origin, target, options);
        const result: EngineFigures = { engine, run, endpoint: target.name, figures };
        results.push(result);
        write = before === undefined ? undefined : { result, before };
      }
    } finally {
      await stopBenchServer(server.child);
    }
    // The last write's count: read once the API's connections are closed (a backend publishes
    // its counts as it exits).
    if (write) await countRollbacks(write);
    return results;
  } finally {
    database.remove();
  }
}

/**
 * The menu and the order endpoints of a logged-in customer on SQLite and on PostgreSQL
 * (`ENGINE_BENCH_ENDPOINTS`). Each run, for each engine in turn (so the engines alternate and a
 * busier moment of the machine falls on both): a fresh database (a temporary SQLite file, or a
 * new database in one throwaway PostgreSQL cluster started for the bench and stopped after it),
 * the bench API (`apiBenchServer.ts --demo`: `/api` as `npm start` serves it, demo data seeded)
 * in a child process, the demo account logged in through the real captcha and login path
 * (`loginDemoAccount`), one order created for the detail, then autocannon on each endpoint
 * (`measureLoad`: 1 s warm-up, `durationSeconds`, `connections`). The writes come last, so the
 * reads see the seeded orders only.
 * @param options `engines` (default both), `runs` (default 3), `durationSeconds` per endpoint
 *   (default 5), `connections` (default 50), `log` for progress lines (default none)
 * @returns every run's figures, in the order measured
 * @throws Error when PostgreSQL is missing or does not start, the API does not start, the login
 *   fails or an endpoint's probe does not answer 2xx (the cluster is stopped either way)
 */
export async function benchEngines(
  options: {
    engines?: readonly Engine[];
    runs?: number;
    durationSeconds?: number;
    connections?: number;
    log?: (line: string) => void;
  } = {},
): Promise<EngineFigures[]> {
  const engines = options.engines ?? ENGINES;
  const load = {
    durationSeconds: options.durationSeconds ?? 5,
    connections: options.connections ?? 50,
  };
  const postgres = engines.includes('postgres')
    ? startThrowawayPostgres({ port: await freePort() })
    : undefined;
  try {
    const results: EngineFigures[] = [];
    for (let run = 1; run <= (options.runs ?? 3); run += 1) {
      for (const engine of engines) {
        options.log?.(`引擎 ${engine}，第 ${run} 次`);
        results.push(...(await benchOneEngine(engine, run, postgres, load)));
      }
    }
    return results;
  } finally {
    postgres?.stop();
  }
}

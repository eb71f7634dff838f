import { DEFAULT_PAGE_CACHE, type PageCacheOptions } from './pageCache';

/** Server rendering as `createSiteServer` takes it (docs/performance.md "Server rendering"). */
export interface SsrOptions {
  enabled: boolean;
  /** Budget of one render, waiting included, ms (default 1,500). */
  budgetMs?: number;
  /** Render threads (default: the machine's cores). */
  threads?: number;
  /** Renders that may wait for a thread (default 4 per thread). */
  maxQueue?: number;
}

function whole(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} 须为不小于 ${min} 的整数：${raw}`);
  }
  return value;
}

/**
 * Server rendering from the environment: `XH_SSR=0` turns it off, `XH_SSR_BUDGET_MS` (ms, ≥ 1),
 * `XH_SSR_THREADS` (≥ 1) and `XH_SSR_QUEUE` (≥ 0) override the defaults.
 * @param env the environment, e.g. `process.env`
 * @returns the options
 * @throws Error naming the variable when a value is not a whole number in range
 */
export function ssrFromEnv(env: NodeJS.ProcessEnv): SsrOptions {
  const budgetMs = whole('XH_SSR_BUDGET_MS', env.XH_SSR_BUDGET_MS, 1);
  const threads = whole('XH_SSR_THREADS', env.XH_SSR_THREADS, 1);
  const maxQueue = whole('XH_SSR_QUEUE', env.XH_SSR_QUEUE, 0);
  return {
    enabled: env.XH_SSR !== '0',
    ...(budgetMs === undefined ? {} : { budgetMs }),
    ...(threads === undefined ? {} : { threads }),
    ...(maxQueue === undefined ? {} : { maxQueue }),
  };
}

/**
 * The page cache from the environment: `XH_PAGE_CACHE_MS` is the time to live in ms (default
 * 10 000), `0` turns the cache off.
 * @param env the environment
 * @returns the cache's limits, or `false`
 * @throws Error when the value is not a whole number ≥ 0
 */
export function pageCacheFromEnv(env: NodeJS.ProcessEnv): PageCacheOptions | false {
  const ttlMs = whole('XH_PAGE_CACHE_MS', env.XH_PAGE_CACHE_MS, 0);
  if (ttlMs === 0) return false;
  return ttlMs === undefined ? DEFAULT_PAGE_CACHE : { ...DEFAULT_PAGE_CACHE, ttlMs };
}

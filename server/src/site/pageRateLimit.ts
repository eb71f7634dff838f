import type { Redis } from '@xingheng/api';

/** A per-address limit of page requests: at most `max` in each window of `windowMs`. */
export interface PageRateLimit {
  max: number;
  windowMs: number;
}

/** Default: 300 page requests a minute per address (`XH_PAGE_RATE_LIMIT`). */
export const DEFAULT_PAGE_RATE_LIMIT: PageRateLimit = { max: 300, windowMs: 60_000 };

/** The verdict on one request. */
export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the address's window ends (for `Retry-After`), ≥ 1. */
  retryAfterSeconds: number;
}

/**
 * Counts page requests per address in fixed windows (docs/performance.md "Page rate limit"). The
 * counts of a window are dropped when it ends, so memory holds at most the addresses seen in one
 * window.
 * @param limit requests allowed per window
 * @param now the clock, ms (tests pass their own)
 * @returns `hit(address)`: counts one request and says whether it is allowed
 */
export function createPageRateLimiter(limit: PageRateLimit, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return function hit(address: string): RateVerdict {
    const time = now();
    if (time - windowStart >= limit.windowMs) {
      windowStart = time - ((time - windowStart) % limit.windowMs);
      counts = new Map();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return {
      allowed: count <= limit.max,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + limit.windowMs - time) / 1000)),
    };
  };
}

/** Counts the requests of one address in the current window, wherever they are counted. */
export type PageRateLimiter = (address: string) => RateVerdict | Promise<RateVerdict>;

/**
 * The same limit counted across the nodes of a cluster in Redis (docs/deployment.md "Redis"):
 * windows aligned on the clock (`floor(now / windowMs)`), one key per window and address
 * (`xh-page-limit:<window>:<address>`, `INCR`, expiring with its window), so every node sees the
 * address's one count. When Redis cannot answer, the request is allowed (a page is cheap to serve
 * from the cache; the node's own renderer queue still bounds the work).
 * @param limit requests allowed per window
 * @param redis a connected client (`connectRedis`)
 * @param now the clock, ms (tests pass their own)
 * @returns `hit(address)`: counts one request and says whether it is allowed
 */
export function createSharedPageRateLimiter(
  limit: PageRateLimit,
  redis: Pick<Redis, 'multi'>,
  now: () => number = Date.now,
): PageRateLimiter {
  return async function hit(address: string): Promise<RateVerdict> {
    const time = now();
    const window = Math.floor(time / limit.windowMs);
    const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * limit.windowMs - time) / 1000));
    const key = `xh-page-limit:${window}:${address}`;
    try {
      const replies = await redis.multi().incr(key).pexpire(key, limit.windowMs).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      return { allowed: count <= limit.max, retryAfterSeconds };
    } catch {
      return { allowed: true, retryAfterSeconds };
    }
  };
}

/**
 * Reads the limit from `XH_PAGE_RATE_LIMIT`: page requests a minute per address, `0` turns it off.
 * @param raw the variable's value
 * @returns the limit, `false` when off, the default when unset
 * @throws Error when the value is not a whole number ≥ 0
 */
export function pageRateLimitFromEnv(raw: string | undefined): PageRateLimit | false {
  if (raw === undefined || raw === '') return DEFAULT_PAGE_RATE_LIMIT;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 0) {
    throw new Error(
      `XH_PAGE_RATE_LIMIT 须为每分钟每个地址的页面请求数（整数，0 关闭限制）：${raw}`,
    );
  }
  return max === 0 ? false : { max, windowMs: 60_000 };
}

/**
 * The page answered with HTTP 429 (a page, since a browser asked for one): a short Chinese notice
 * with the wait and a link home, no script, no external resource.
 * @param retryAfterSeconds the wait, s
 * @returns the HTML
 */
export function tooManyPagesHtml(retryAfterSeconds: number): string {
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>访问过于频繁 - 星衡时空</title></head>' +
    '<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#333">' +
    '<h1 style="font-size:1.4rem">访问过于频繁</h1>' +
    `<p>您的网络地址在短时间内打开了过多页面，请 ${retryAfterSeconds} 秒后再试。</p>` +
    '<p><a href="/">返回首页</a></p></body></html>'
  );
}

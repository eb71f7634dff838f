import { Redis } from 'ioredis';

/**
 * The Redis server that counts rate limits across the nodes of a cluster, from the environment
 * (docs/deployment.md "Redis"): `REDIS_URL` (`redis://[:password@]host:port[/db]`, or `rediss://`
 * for TLS), or `undefined` when unset (each process counts alone, as `npm start` does).
 * @throws Error naming `REDIS_URL` when it is set but malformed (never repeating the value)
 */
export function redisUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  const problem = (() => {
    if (!/^rediss?:\/\//i.test(url)) return '协议应为 redis:// 或 rediss://';
    try {
      return new URL(url).hostname ? null : '缺少主机名';
    } catch {
      return '无法解析';
    }
  })();
  if (problem) {
    throw new Error(
      `REDIS_URL 无效（${problem}）：应为 redis://[:密码@]主机:端口[/库号]；` +
        '单机运行时不设置 REDIS_URL，限流在各进程内计数',
    );
  }
  return url;
}

/**
 * Connects to Redis for shared counters: a 2 s connect timeout, one retry per command and no
 * offline queue, so a Redis that goes away fails a count at once (the rate limit then lets the
 * request through, `skipOnError`) instead of holding the request; ioredis reconnects by itself.
 * @param url from `redisUrlFromEnv`
 * @returns the connected client; `quit()` it when the server closes
 * @throws Error naming `REDIS_URL` and the server (never the password) when it cannot connect
 */
export async function connectRedis(url: string): Promise<Redis> {
  let connected = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // No retry before the first connection (start fails at once), then ioredis's own back-off.
    retryStrategy: (times) => (connected ? Math.min(times * 100, 2_000) : null),
  });
  // Connection errors surface on the commands that meet them; without a listener ioredis would
  // print each one.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    connected = true;
  } catch (error) {
    redis.disconnect();
    const { host, port } = new URL(url);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`无法连接 REDIS_URL 指向的 Redis ${host || port}：${reason}`, { cause: error });
  }
  return redis;
}

export type { Redis };

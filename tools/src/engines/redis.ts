import { spawn, spawnSync } from 'node:child_process';

/** A Redis server started for tests or the local cluster, stopped with `stop()`. */
export interface ThrowawayRedis {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Stops the server (nothing is kept: no RDB, no AOF). Idempotent. */
  stop: () => Promise<void>;
}

/** Debian's `redis-server`, or `XH_REDIS_SERVER` when set. */
function redisServerPath(env: NodeJS.ProcessEnv = process.env): string {
  const program = env.XH_REDIS_SERVER ?? 'redis-server';
  if (spawnSync(program, ['--version']).status !== 0) {
    throw new Error(
      'Redis is not installed: run `apt-get install redis-server` (Debian), or set ' +
        'XH_REDIS_SERVER to the redis-server program',
    );
  }
  return program;
}

/**
 * Starts a throwaway Redis on a loopback port: bound to 127.0.0.1, no persistence (`save ""`,
 * `appendonly no`), in the foreground as a child of this process, so it also ends with it.
 * @param options `port` (required: pick a free one)
 * @returns the running server, once it accepts connections (within 10 s)
 * @throws when Redis is missing, or does not come up (port taken)
 */
export async function startThrowawayRedis(options: { port: number }): Promise<ThrowawayRedis> {
  const child = spawn(
    redisServerPath(),
    [
      '--port',
      String(options.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    // A process group of its own: a Ctrl-C in the terminal reaches the caller, which stops Redis
    // after the nodes that use it (`npm run cluster`), not Redis first.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server 未就绪：${output}`)), 10_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server 退出（${code}）：${output}`));
    });
  });
  child.stdout.resume();
  child.stderr.resume();
  let stopped: Promise<void> | undefined;
  return {
    url: `redis://127.0.0.1:${options.port}`,
    port: options.port,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })),
  };
}

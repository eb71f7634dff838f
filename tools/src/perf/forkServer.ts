import { fork, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '@xingheng/release';

/** How long a bench server may take to open, migrate and seed its database and listen, ms. */
const START_TIMEOUT_MS = 90_000;

/**
 * Forks a bench server (a TypeScript file run with tsx and the repository's tsx tsconfig, which
 * compiles the shared `.tsx` components the automatic JSX way) and waits for the `{ port }` it
 * sends over IPC once it listens.
 * @param file the server's `.ts` file
 * @param args its arguments
 * @returns the child and its port
 * @throws Error when it exits or does not send its port within 90 s (it is then killed)
 */
export function forkBenchServer(
  file: string,
  args: string[],
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(file, args, {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(REPO_ROOT, 'tsconfig.tsx.json') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`压测用服务未在 ${START_TIMEOUT_MS / 1000} 秒内启动`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ child, port: message.port });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`压测用服务已退出（退出码 ${code}）`));
    });
  });
}

/**
 * Stops a forked bench server and waits for it to exit.
 * @param child what `forkBenchServer` started
 */
export function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** What a bench server tells its parent once it listens. */
export interface BenchServerReady {
  port: number;
}

/**
 * The child side of `forkBenchServer`: listens on a free loopback port, sends `BenchServerReady`
 * over IPC, and closes the server (exit 0, or 1 when closing fails) when the parent disconnects or
 * on SIGTERM.
 * @param app the bench server, not yet listening
 * @throws Error when the server does not listen on a TCP port
 */
export async function serveToParent(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('未能取得监听端口');
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('disconnect', close);
  process.once('SIGTERM', close);
  const ready: BenchServerReady = { port: address.port };
  process.send?.(ready);
}

import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../site/paths';

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

import { spawn } from 'node:child_process';

/** What `runWebpack` needs. */
export interface WebpackRun {
  /** The folder webpack runs in (an app's folder). */
  cwd: string;
  /** The config file, relative to `cwd` or absolute. */
  config: string;
  /** Extra environment variables for the build. */
  env?: Record<string, string>;
}

/**
 * Runs one production webpack build in a child process (`webpack-cli --mode production`), its
 * output on this process's stderr so that stdout keeps only the report.
 * @returns the wall-clock time from start to exit, milliseconds
 * @throws Error when webpack cannot start or exits non-zero
 */
export function runWebpack(run: WebpackRun): Promise<number> {
  const cli = require.resolve('webpack-cli/bin/cli.js');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--config', run.config, '--mode', 'production'], {
      cwd: run.cwd,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, ...run.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`webpack 构建失败（${run.cwd}，退出码 ${code ?? signal}）`));
    });
  });
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, REPO_ROOT, type AppName } from '../site/paths';
import { sourceFingerprint } from './fingerprint';

const STAMP = '.build-fingerprint';

function dependencies(app: AppName): string[] {
  return [
    path.join(REPO_ROOT, app, 'src'),
    path.join(REPO_ROOT, app, 'webpack.config.cjs'),
    path.join(REPO_ROOT, 'shared', 'src'),
    path.join(REPO_ROOT, 'scripts', 'webpack'),
    path.join(REPO_ROOT, 'package-lock.json'),
  ];
}

/** True when `<app>/dist` was built from the current sources. */
export function isBuilt(app: AppName): boolean {
  const stamp = path.join(REPO_ROOT, app, 'dist', STAMP);
  return (
    fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceFingerprint(dependencies(app))
  );
}

/**
 * Production-builds one app with webpack into `<app>/dist` and stamps it.
 * @throws Error when webpack exits non-zero (its output is on the console)
 */
export function buildApp(app: AppName): Promise<void> {
  const fingerprint = sourceFingerprint(dependencies(app));
  const cli = require.resolve('webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [cli, '--config', 'webpack.config.cjs', '--mode', 'production'],
      {
        cwd: path.join(REPO_ROOT, app),
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${app} 构建失败（webpack 退出码 ${code}）`));
      fs.writeFileSync(path.join(REPO_ROOT, app, 'dist', STAMP), fingerprint);
      console.log(`[build] ${app} 构建完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/**
 * Builds every app whose build is missing or stale, two at a time (the machine has 2 cores).
 * @param apps which apps (default all five)
 * @param force rebuild even when current
 * @returns the apps that were built
 */
export async function buildApps(
  apps: readonly AppName[] = APPS,
  force = false,
): Promise<AppName[]> {
  const todo = apps.filter((app) => force || !isBuilt(app));
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  };
  await Promise.all([worker(), worker()]);
  return todo;
}

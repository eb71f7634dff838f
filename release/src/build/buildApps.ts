import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, REPO_ROOT, type AppName } from '../deploy/paths';
import { sourceFingerprint } from './fingerprint';
import { writeRoutePaths } from './routePaths';
import { writeSearchEntries } from './searchEntries';
import { BUILD_STAMP_FILE, type BuildStamp } from './version';
import { describeChanges } from './workingTree';
import { buildStamp } from './buildStamp';

const STAMP = '.build-fingerprint';

function dependencies(app: AppName): string[] {
  return [
    path.join(REPO_ROOT, app, 'src'),
    // Its version, verify paths and search-entries module are read from it.
    path.join(REPO_ROOT, app, 'package.json'),
    path.join(REPO_ROOT, app, 'webpack.config.cjs'),
    path.join(REPO_ROOT, 'shared', 'src'),
    path.join(REPO_ROOT, 'tools', 'webpack'),
    path.join(REPO_ROOT, 'package-lock.json'),
  ];
}

/** True when `<app>/dist` was built from the current sources. */
export function isBuilt(app: AppName): boolean {
  const stamp = path.join(REPO_ROOT, app, 'dist', STAMP);
  return (
    fs.existsSync(stamp) &&
    fs.existsSync(path.join(REPO_ROOT, app, 'dist', BUILD_STAMP_FILE)) &&
    fs.readFileSync(stamp, 'utf8') === sourceFingerprint(dependencies(app))
  );
}

/** Runs webpack in production mode in an app's folder; rejects when it exits non-zero. */
function runWebpack(app: AppName, env: NodeJS.ProcessEnv): Promise<void> {
  const cli = require.resolve('webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, '--config', 'webpack.config.cjs', '--mode', 'production'],
      { cwd: path.join(REPO_ROOT, app), stdio: 'inherit', env: { ...process.env, ...env } },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${app} 构建失败（webpack 退出码 ${code}）`));
    });
  });
}

/**
 * Production-builds one app with webpack into `<app>/dist` and stamps it: `dist/release.json`
 * (`BuildStamp`: version = package version + commit (`-dirty` with uncommitted changes: `buildStamp`)
 * + build time, docs/adr/0002-release-ledger.md),
 * the app's site-search entries `dist/search-entries.json` when its package.json declares a module
 * for them (`writeSearchEntries`, docs/api.md "Site search"), a remote's page list
 * `dist/route-paths.json` (`writeRoutePaths`, docs/performance.md "Link prefetch") and the source
 * fingerprint. The shell
 * is built for its versioned folder: its HTML loads `/shell/<version>/…`. The same run writes the
 * app's server build into `dist/ssr/` (docs/performance.md "Server rendering").
 * @returns the stamp
 * @throws Error when webpack exits non-zero (its output is on the console) or the search entries
 *   are malformed
 */
export async function buildApp(app: AppName): Promise<BuildStamp> {
  const fingerprint = sourceFingerprint(dependencies(app));
  const { stamp, changes } = buildStamp(app, REPO_ROOT, new Date());
  if (changes.length) {
    console.log(
      `[build] ${app}：工作区有未提交的改动（${describeChanges(changes)}），版本标为 ${stamp.version}`,
    );
  }
  const started = Date.now();
  // The server build resolves image URLs to the version folder the build is published to, as the
  // browser build does at run time (`publicPath: 'auto'`).
  await runWebpack(
    app,
    app === 'shell'
      ? {
          XH_SHELL_PUBLIC_PATH: `/shell/${stamp.version}/`,
          XH_PUBLIC_PATH: `/shell/${stamp.version}/`,
        }
      : { XH_PUBLIC_PATH: `/remotes/${app}/${stamp.version}/` },
  );
  const distDir = path.join(REPO_ROOT, app, 'dist');
  const entries = await writeSearchEntries(path.join(REPO_ROOT, app), distDir);
  await writeRoutePaths(path.join(REPO_ROOT, app), distDir);
  fs.writeFileSync(path.join(distDir, BUILD_STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  fs.writeFileSync(path.join(distDir, STAMP), fingerprint);
  console.log(
    `[build] ${app} ${stamp.version} 构建完成${entries === undefined ? '' : `（${entries} 条搜索条目）`}，用时 ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return stamp;
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

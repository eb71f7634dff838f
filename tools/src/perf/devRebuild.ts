import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Compiler, type Configuration, type Stats } from 'webpack';
import { REPO_ROOT, type AppName } from '@xingheng/release';
import { restoreFile } from './restoreFile';

/** The file changed by default: a page of mf-marketing, the kind of file a developer edits. */
export const DEFAULT_DEV_FILE = 'mf-marketing/src/routes/home/HomePage.tsx';

/** What `timeDevRebuild` measured. */
export interface DevRebuild {
  app: AppName;
  /** The file changed, relative to the repository root. */
  file: string;
  /** From starting the watch to the first build's end, milliseconds. */
  firstBuildMs: number;
  /** From writing the change to the end of the rebuild it caused, milliseconds. */
  rebuildMs: number;
  /** webpack's own time for that rebuild (its `startTime` to `endTime`), milliseconds. */
  compileMs: number;
}

type ConfigFactory = (
  env: Record<string, unknown>,
  argv: { mode: string },
) => Configuration | Configuration[];

/** The app's development config, writing into `outputDir` (never `<app>/dist`). */
function devConfig(app: AppName, outputDir: string): Configuration {
  const load = createRequire(__filename);
  const factory = load(path.join(REPO_ROOT, app, 'webpack.config.cjs')) as ConfigFactory;
  const built = factory({ WEBPACK_WATCH: true }, { mode: 'development' });
  const configs = Array.isArray(built) ? built : [built];
  const browser = configs.find((c) => !String(c.target ?? 'web').startsWith('node'));
  if (!browser) throw new Error(`${app} 的 webpack 配置没有浏览器构建`);
  return {
    ...browser,
    output: { ...browser.output, path: outputDir },
    infrastructureLogging: { level: 'error' },
  };
}

/** The builds of a watching compiler, awaited one at a time. */
class BuildQueue {
  private readonly done: { stats: Stats; modified: ReadonlySet<string> }[] = [];
  private wake: (() => void) | undefined;
  private failure: Error | undefined;

  constructor(compiler: Compiler) {
    compiler.hooks.done.tap('xingheng-perf', (stats) => {
      this.done.push({ stats, modified: new Set(compiler.modifiedFiles ?? []) });
      this.wake?.();
    });
    compiler.hooks.failed.tap('xingheng-perf', (error) => {
      this.failure = error;
      this.wake?.();
    });
  }

  /** The next build (that changed `file`, when given); rejects on a failed or broken build. */
  async next(timeoutMs: number, file?: string): Promise<Stats> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.failure) throw this.failure;
      const build = this.done.shift();
      if (build) {
        if (build.stats.hasErrors()) throw new Error(build.stats.toString('errors-only'));
        if (!file || build.modified.has(file)) return build.stats;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`开发构建 ${Math.round(timeoutMs / 1000)} s 内没有完成`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}

/**
 * Times a one-file change in development: webpack watches `app` (its own config in development
 * mode, output in a temporary folder), and once the first build is done a comment line is appended
 * to `file`; the time until the rebuild that includes the change ends is measured. The file is
 * restored afterwards, always (also on failure, SIGINT or SIGTERM), without undoing a change
 * someone else saved meanwhile (`restoreFile`), and with its modification time, so the build
 * fingerprints of `npm start` do not change.
 * @param app the app to watch, e.g. `mf-marketing`
 * @param file the file to change, relative to the repository root; it must belong to `app`'s build
 * @returns the first build's and the rebuild's times (milliseconds)
 * @throws Error when a build fails or does not finish within 5 minutes
 */
export async function timeDevRebuild(app: AppName, file: string): Promise<DevRebuild> {
  const absolute = path.join(REPO_ROOT, file);
  const original = fs.readFileSync(absolute, 'utf8');
  const { atime, mtime } = fs.statSync(absolute);
  const marker = `\n// perf: one-file change ${new Date().toISOString()}\n`;
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), `xingheng-perf-dev-${app}-`));
  const compiler = webpack(devConfig(app, outputDir));
  const builds = new BuildQueue(compiler);
  let changed = false;
  const restore = () => {
    if (changed) restoreFile(absolute, { original, marker, atime, mtime });
    changed = false;
  };
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  const started = performance.now();
  const watching = compiler.watch({}, () => undefined);
  if (!watching) throw new Error(`${app} 的 webpack 未能开始监听`);
  try {
    await builds.next(300_000);
    const firstBuildMs = performance.now() - started;
    // Let the watcher settle on the files of the first build.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const changedAt = performance.now();
    changed = true;
    fs.appendFileSync(absolute, marker);
    const stats = await builds.next(300_000, absolute);
    const rebuildMs = performance.now() - changedAt;
    const compileMs = (stats.endTime ?? 0) - (stats.startTime ?? 0);
    return { app, file, firstBuildMs, rebuildMs, compileMs };
  } finally {
    await new Promise<void>((resolve) => watching.close(() => resolve()));
    restore();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    fs.rmSync(outputDir, { recursive: true, force: true });
  }
}

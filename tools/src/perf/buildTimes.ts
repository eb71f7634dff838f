import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, REPO_ROOT } from '@xingheng/release';
import { MONOLITH_DIR } from './monolithBuild';
import { runWebpack } from './webpackRun';

/** The builds timed: the shell, each remote, and the monolith. */
export const TIMED_BUILDS = [...APPS, 'monolith'] as const;
/** An app of `TIMED_BUILDS`. */
export type TimedBuild = (typeof TIMED_BUILDS)[number];

/** One timed production build: its wall-clock time, or why it failed. */
export type BuildTiming = { app: TimedBuild; ms: number } | { app: TimedBuild; error: string };

const WRAPPER = path.join(__dirname, 'webpackIntoFolder.cjs');

/**
 * Times each app's production webpack build alone (one after the other, nothing else building):
 * `webpack-cli --mode production` with the app's own `webpack.config.cjs` in a child process, its
 * output moved into a temporary folder under `os.tmpdir()` (removed afterwards) so that `<app>/dist`
 * and the monolith's build are left as they are.
 * @param apps which builds (default all of `TIMED_BUILDS`)
 * @param onBuild called after each build (progress)
 * @returns one timing per app, in order; a failed build is reported, not thrown
 */
export async function timeProductionBuilds(
  apps: readonly TimedBuild[] = TIMED_BUILDS,
  onBuild: (timing: BuildTiming) => void = () => undefined,
): Promise<BuildTiming[]> {
  const timings: BuildTiming[] = [];
  for (const app of apps) {
    const cwd = app === 'monolith' ? MONOLITH_DIR : path.join(REPO_ROOT, app);
    const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), `xingheng-perf-build-${app}-`));
    let timing: BuildTiming;
    try {
      const ms = await runWebpack({
        cwd,
        config: WRAPPER,
        env: {
          XH_PERF_WEBPACK_CONFIG: path.join(cwd, 'webpack.config.cjs'),
          XH_PERF_OUTPUT_DIR: outputDir,
        },
      });
      timing = { app, ms };
    } catch (error) {
      timing = { app, error: error instanceof Error ? error.message : String(error) };
    } finally {
      fs.rmSync(outputDir, { recursive: true, force: true });
    }
    timings.push(timing);
    onBuild(timing);
  }
  return timings;
}

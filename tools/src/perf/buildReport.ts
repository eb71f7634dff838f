import type { BuildTiming } from './buildTimes';
import type { DevRebuild } from './devRebuild';
import { formatTable } from './table';

const seconds = (ms: number, digits = 1) => (ms / 1000).toFixed(digits);

/**
 * The build-speed part of the report: each production build's wall-clock time alone, then the
 * development rebuild after a one-file change.
 * @param timings from `timeProductionBuilds` (empty: not measured)
 * @param dev from `timeDevRebuild`, or the error that stopped it, or `undefined` (not measured)
 * @returns the text (no final newline)
 */
export function formatBuildTimes(
  timings: readonly BuildTiming[],
  dev: DevRebuild | Error | undefined,
): string {
  const lines = ['Build speed (wall clock, one build at a time, output in a temporary folder)'];
  if (timings.length) {
    const rows = timings.map((t) => [
      t.app,
      'ms' in t ? seconds(t.ms) : 'FAILED',
      'ms' in t ? '' : t.error,
    ]);
    lines.push(formatTable([['app', 'production build (s)', ''], ...rows], ['left', 'right']));
  }
  if (dev instanceof Error) {
    lines.push(`dev rebuild: FAILED — ${dev.message}`);
  } else if (dev) {
    lines.push(
      `dev rebuild: ${dev.app} (webpack watch, development mode), one-file change to ${dev.file}: ` +
        `rebuilt in ${seconds(dev.rebuildMs, 2)} s after the save (webpack's compile ${seconds(dev.compileMs, 2)} s); ` +
        `first build ${seconds(dev.firstBuildMs)} s`,
    );
  }
  return lines.join('\n');
}

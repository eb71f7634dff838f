import { median } from './stats';
import type { PageFigures } from '@xingheng/release';

/** The figures of one successful run, in the units of `PageFigures`. */
export interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipBytes: number;
  jsTransferBytes: number;
  jsFiles: number;
  requests: number;
}

/** One run: its figures, or why it produced none. */
export type RunOutcome = { ok: true; figures: RunFigures } | { ok: false; error: string };

const FIGURES: readonly (keyof RunFigures)[] = [
  'score',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsGzipBytes',
  'jsTransferBytes',
  'jsFiles',
  'requests',
];

/**
 * A page's figures from its runs: the median of each figure over the runs that succeeded (each
 * figure on its own, so the median score and the median LCP may come from different runs), and
 * the errors of the others. With no successful run every figure is missing, which fails every
 * target.
 * @param outcomes the runs, in any order
 * @returns `PageFigures` (`runs`, `runsOk`, `errors` included)
 */
export function summarizeRuns(outcomes: readonly RunOutcome[]): PageFigures {
  const ok = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.figures] : []));
  const errors = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error]));
  const summary: PageFigures = { runs: outcomes.length, runsOk: ok.length, errors };
  if (ok.length === 0) return summary;
  for (const figure of FIGURES) summary[figure] = median(ok.map((run) => run[figure]));
  return summary;
}

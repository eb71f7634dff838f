import { median } from './stats';

/** What one autocannon run of one endpoint measured. */
export interface LoadFigures {
  /** Mean of the one-second samples, requests per second, rounded. */
  requestsPerSecond: number;
  /** Median latency, ms. */
  p50Ms: number;
  /** 99th percentile latency, ms. */
  p99Ms: number;
  /** Answers that were not 2xx, socket errors and time-outs. */
  failed: number;
}

/** The figures of several runs of one endpoint in one setting. */
export interface FiguresSummary {
  /** The median of each figure over the runs, each on its own (rounded to 0.1 ms / 1 req/s). */
  median: LoadFigures;
  /** Each run's requests per second, in run order (to show the spread). */
  runsRequestsPerSecond: number[];
  /** Failed answers summed over the runs. */
  failedTotal: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The median of each figure over runs of one endpoint in one setting.
 * @param runs one `LoadFigures` per run, in run order (at least one)
 * @returns `FiguresSummary`
 * @throws RangeError when `runs` is empty
 */
export function summarizeFigures(runs: readonly LoadFigures[]): FiguresSummary {
  if (runs.length === 0) throw new RangeError('summary of no runs');
  return {
    median: {
      requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
      p50Ms: round1(median(runs.map((run) => run.p50Ms))),
      p99Ms: round1(median(runs.map((run) => run.p99Ms))),
      failed: median(runs.map((run) => run.failed)),
    },
    runsRequestsPerSecond: runs.map((run) => run.requestsPerSecond),
    failedTotal: runs.reduce((sum, run) => sum + run.failed, 0),
  };
}

/** Which of two settings was faster in every paired run, or `flips` when that changed. */
export type Faster = 'first' | 'second' | 'flips';

/**
 * Compares two settings run by run (run i of the first with run i of the second, as the benches
 * interleave them): which had more requests per second in every pair, or `flips` when the
 * faster one changed between runs (a tie counts for neither and does not flip).
 * @param first each run's requests per second in the first setting
 * @param second the same runs in the second setting (pairs beyond the shorter list are ignored)
 * @returns `first`, `second` or `flips`; `flips` also when every pair tied
 */
export function fasterInEveryRun(first: readonly number[], second: readonly number[]): Faster {
  const pairs = Math.min(first.length, second.length);
  let firstWins = 0;
  let secondWins = 0;
  for (let i = 0; i < pairs; i += 1) {
    const a = first[i] ?? 0;
    const b = second[i] ?? 0;
    if (a > b) firstWins += 1;
    if (b > a) secondWins += 1;
  }
  if (firstWins > 0 && secondWins === 0) return 'first';
  if (secondWins > 0 && firstWins === 0) return 'second';
  return 'flips';
}

/**
 * The ratio of two medians as the tables print it, e.g. `1.84×`.
 * @param numerator e.g. the two-node median, req/s
 * @param denominator e.g. the one-node median, req/s
 * @returns the ratio with two decimals and `×`, or `–` when the denominator is 0
 */
export function formatRatio(numerator: number, denominator: number): string {
  if (denominator === 0) return '–';
  return `${(numerator / denominator).toFixed(2)}×`;
}

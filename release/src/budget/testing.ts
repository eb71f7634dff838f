import { KB, type PageFigures } from './targets';

/**
 * One page's figures for tests of the targets and of the perf lab's report: a page that meets
 * every mobile target (score 95, LCP 2 s, TBT 100 ms, 200 KB of gzip JavaScript), with `over`
 * laid on top.
 * @param over the figures a test changes
 * @returns the figures, three runs of three ok, no errors
 */
export function pageFigures(over: Partial<PageFigures> = {}): PageFigures {
  return {
    score: 95,
    lcpMs: 2000,
    tbtMs: 100,
    cls: 0.01,
    jsGzipBytes: 200 * KB,
    jsTransferBytes: 190 * KB,
    jsFiles: 8,
    requests: 14,
    runs: 3,
    runsOk: 3,
    errors: [],
    ...over,
  };
}

import { summarizeRuns, type RunFigures } from './runs';

const run = (over: Partial<RunFigures>): RunFigures => ({
  score: 90,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0,
  jsGzipBytes: 1000,
  jsTransferBytes: 900,
  jsFiles: 5,
  requests: 12,
  ...over,
});

describe('summarizeRuns', () => {
  it('takes each figure’s median over the runs that succeeded and keeps the errors', () => {
    const summary = summarizeRuns([
      { ok: true, figures: run({ score: 80, lcpMs: 3000 }) },
      { ok: false, error: 'NO_FCP: page did not paint' },
      { ok: true, figures: run({ score: 92, lcpMs: 2000 }) },
      { ok: true, figures: run({ score: 85, lcpMs: 9000 }) },
    ]);
    expect(summary).toMatchObject({ score: 85, lcpMs: 3000, runs: 4, runsOk: 3 });
    expect(summary.errors).toEqual(['NO_FCP: page did not paint']);
  });

  it('leaves every figure missing when no run succeeded', () => {
    const summary = summarizeRuns([{ ok: false, error: 'x' }]);
    expect(summary.score).toBeUndefined();
    expect(summary.jsGzipBytes).toBeUndefined();
  });
});

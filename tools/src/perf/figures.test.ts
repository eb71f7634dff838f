import { fasterInEveryRun, formatRatio, summarizeFigures } from './figures';

const run = (requestsPerSecond: number, p50Ms: number, p99Ms: number, failed = 0) => ({
  requestsPerSecond,
  p50Ms,
  p99Ms,
  failed,
});

describe('summarizeFigures', () => {
  it('takes the median of each figure on its own and keeps each run’s req/s in order', () => {
    const summary = summarizeFigures([run(900, 5, 30), run(1200, 3, 12, 2), run(1000, 4, 50)]);
    expect(summary).toEqual({
      median: { requestsPerSecond: 1000, p50Ms: 4, p99Ms: 30, failed: 0 },
      runsRequestsPerSecond: [900, 1200, 1000],
      failedTotal: 2,
    });
  });

  it('averages the two middle runs of an even count, rounding req/s and ms', () => {
    expect(summarizeFigures([run(1001, 2.25, 10), run(1000, 2.5, 11)]).median).toEqual({
      requestsPerSecond: 1001,
      p50Ms: 2.4,
      p99Ms: 10.5,
      failed: 0,
    });
  });

  it('refuses no runs', () => {
    expect(() => summarizeFigures([])).toThrow(RangeError);
  });
});

describe('fasterInEveryRun', () => {
  it('names the side that had more req/s in every paired run', () => {
    expect(fasterInEveryRun([10, 12, 11], [8, 9, 10])).toBe('first');
    expect(fasterInEveryRun([10, 12, 11], [18, 19, 20])).toBe('second');
  });

  it('says flips when the faster side changed between runs, or every pair tied', () => {
    expect(fasterInEveryRun([10, 8, 11], [9, 9, 10])).toBe('flips');
    expect(fasterInEveryRun([10, 10], [10, 10])).toBe('flips');
  });

  it('lets a tie count for neither side', () => {
    expect(fasterInEveryRun([10, 9, 12], [10, 8, 11])).toBe('first');
  });
});

describe('formatRatio', () => {
  it('prints two decimals and ×, a dash for a zero denominator', () => {
    expect(formatRatio(1840, 1000)).toBe('1.84×');
    expect(formatRatio(5, 0)).toBe('–');
  });
});

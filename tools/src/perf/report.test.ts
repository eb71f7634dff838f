import { checksOf, formatLighthouseReport, formatSummaryLine } from './report';
import { KB, type PageFigures } from '@xingheng/release';
import { pageFigures as figures } from '@xingheng/release/testing';

/** The cells of one figure's row in a page's table. */
function row(report: string, label: string): string[] {
  const line = report.split('\n').find((l) => l.trimStart().startsWith(label));
  if (!line) throw new Error(`no row ${label}`);
  return line.trim().split(/\s{2,}/);
}

describe('formatLighthouseReport', () => {
  it('prints both builds, the ratio, the target and PASS for a figure that meets it', () => {
    const report = formatLighthouseReport('mobile', [
      { page: '/', federated: figures({ lcpMs: 2100 }), monolith: figures({ lcpMs: 2000 }) },
    ]);
    expect(report).toContain('median of 3 runs');
    expect(row(report, 'LCP (s)')).toEqual([
      'LCP (s)',
      '2.10',
      '2.00',
      '1.05',
      '≤ 2.5',
      'PASS',
      'PASS',
      'PASS',
    ]);
    expect(row(report, 'JS gzip (KB)')).toEqual([
      'JS gzip (KB)',
      '200.0',
      '200.0',
      '1.00',
      '≤ 250',
      'PASS',
      'PASS',
      'PASS',
    ]);
    expect(row(report, 'score')).toEqual(['score', '95', '95', '≥ 90', 'PASS', 'PASS']);
    // Requests are counted for both builds, with their ratio, and bound by no target.
    expect(row(report, 'requests')).toEqual(['requests', '14', '14', '1.00']);
  });

  it('holds a chart page to 450 KB of JavaScript in all', () => {
    const report = formatLighthouseReport('mobile', [
      {
        page: '/support/map',
        budget: 'chart',
        federated: figures({ jsGzipBytes: 390 * KB }),
        monolith: figures({ jsGzipBytes: 380 * KB }),
      },
    ]);
    expect(row(report, 'JS gzip (KB)')).toEqual([
      'JS gzip (KB)',
      '390.0',
      '380.0',
      '1.03',
      '≤ 450',
      'PASS',
      'PASS',
      'PASS',
    ]);
  });

  it('prints FAIL for a figure that misses its target and for a ratio above 1.10', () => {
    const report = formatLighthouseReport('mobile', [
      {
        page: '/login',
        federated: figures({ score: 54, jsGzipBytes: 400 * KB }),
        monolith: figures({ jsGzipBytes: 240 * KB }),
      },
    ]);
    expect(row(report, 'score')).toEqual(['score', '54', '95', '≥ 90', 'FAIL', 'PASS']);
    expect(row(report, 'JS gzip (KB)')).toEqual([
      'JS gzip (KB)',
      '400.0',
      '240.0',
      '1.67',
      '≤ 250',
      'FAIL',
      'PASS',
      'FAIL',
    ]);
  });

  it('prints n/a and FAIL for a build whose runs all failed, with the reason', () => {
    const report = formatLighthouseReport('desktop', [
      {
        page: '/',
        federated: { runs: 1, runsOk: 0, errors: ['NO_LCP: no LCP'] },
        monolith: figures(),
      },
    ]);
    expect(row(report, 'score')).toEqual(['score', 'n/a', '95', '≥ 98', 'FAIL', 'FAIL']);
    expect(report).toContain('federated: 1 of 1 runs failed: NO_LCP: no LCP');
  });
});

describe('formatSummaryLine', () => {
  const results = (federated: PageFigures) => [
    { preset: 'mobile' as const, comparisons: [{ page: '/', federated, monolith: figures() }] },
  ];

  it('says PASS only when every federated target and ratio is met', () => {
    expect(formatSummaryLine({ checks: checksOf(results(figures())), errors: [] })).toBe(
      'perf: PASS — federated targets met 5/5 (mobile 5/5); within 10% of the monolith 2/2',
    );
  });

  it('says FAIL when a federated figure misses its target', () => {
    const line = formatSummaryLine({
      checks: checksOf(results(figures({ tbtMs: 900 }))),
      errors: [],
    });
    expect(line).toMatch(/^perf: FAIL — federated targets met 4\/5/);
  });

  it('says FAIL when the API misses its goal or a section could not run', () => {
    expect(formatSummaryLine({ api: { met: 1, total: 2 }, errors: [] })).toBe(
      'perf: FAIL — API goal met 1/2 endpoints',
    );
    expect(formatSummaryLine({ errors: ['build'] })).toBe(
      'perf: FAIL — sections that failed to run: build',
    );
  });

  it('counts the page load goals', () => {
    expect(formatSummaryLine({ load: { met: 3, total: 3 }, errors: [] })).toBe(
      'perf: PASS — page load goals met 3/3',
    );
    expect(formatSummaryLine({ load: { met: 2, total: 3 }, errors: [] })).toMatch(/^perf: FAIL/);
  });
});

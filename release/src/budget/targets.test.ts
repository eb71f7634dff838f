import { evaluatePage, meets, ratio, targetsFor, type PageFigures } from './targets';
import { pageFigures as figures } from './testing';

describe('targets', () => {
  it('holds the mobile targets of the issue, 250 KB of JavaScript on every page alike', () => {
    expect(targetsFor('mobile')).toEqual([
      { metric: 'score', bound: 'min', limit: 90 },
      { metric: 'lcpMs', bound: 'max', limit: 2500 },
      { metric: 'tbtMs', bound: 'max', limit: 200 },
      { metric: 'cls', bound: 'max', limit: 0.05 },
      { metric: 'jsGzipBytes', bound: 'max', limit: 250 * 1024 },
    ]);
    expect(targetsFor('desktop')).toEqual([{ metric: 'score', bound: 'min', limit: 98 }]);
  });

  it('lets a chart page load 450 KB of JavaScript in all, the chart library included', () => {
    const js = (budget?: 'page' | 'chart') =>
      targetsFor('mobile', budget).find((t) => t.metric === 'jsGzipBytes')?.limit;
    expect(js('chart')).toBe(450 * 1024);
    expect(js('page')).toBe(250 * 1024);
    const chartPage = figures({ jsGzipBytes: 380 * 1024 });
    const jsCheck = (budget: 'page' | 'chart') =>
      evaluatePage('mobile', '/support/map', chartPage, chartPage, budget).find(
        (c) => c.metric === 'jsGzipBytes' && c.kind === 'target' && c.build === 'federated',
      )?.pass;
    expect(jsCheck('chart')).toBe(true);
    expect(jsCheck('page')).toBe(false);
  });

  it('passes a figure on its limit and fails one beyond it or missing', () => {
    const lcp = { metric: 'lcpMs', bound: 'max', limit: 2500 } as const;
    expect(meets(lcp, 2500)).toBe(true);
    expect(meets(lcp, 2501)).toBe(false);
    expect(meets({ metric: 'score', bound: 'min', limit: 90 }, 89)).toBe(false);
    expect(meets(lcp, undefined)).toBe(false);
  });

  it('has no ratio without both figures', () => {
    expect(ratio(110, 100)).toBeCloseTo(1.1);
    expect(ratio(undefined, 100)).toBeUndefined();
    expect(ratio(100, 0)).toBeUndefined();
  });
});

describe('evaluatePage', () => {
  it('passes a page that meets every target within 10% of the monolith', () => {
    const checks = evaluatePage('mobile', '/', figures(), figures({ lcpMs: 1900 }));
    expect(checks.filter((c) => !c.pass)).toEqual([]);
    expect(checks).toHaveLength(5 * 2 + 2);
  });

  it('fails the federated LCP target, and the ratio goal, when only its LCP is too slow', () => {
    const checks = evaluatePage('mobile', '/', figures({ lcpMs: 2600 }), figures());
    expect(checks.filter((c) => !c.pass)).toEqual([
      expect.objectContaining({ metric: 'lcpMs', kind: 'target', build: 'federated' }),
      expect.objectContaining({ metric: 'lcpMs', kind: 'ratio' }),
    ]);
  });

  it('fails every check of a build whose runs all failed', () => {
    const failed: PageFigures = { runs: 3, runsOk: 0, errors: ['NO_LCP'] };
    const checks = evaluatePage('desktop', '/', failed, figures());
    expect(checks.filter((c) => c.build === 'federated').every((c) => !c.pass)).toBe(true);
  });
});

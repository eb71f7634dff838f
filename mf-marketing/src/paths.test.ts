import {
  hardwarePath,
  newsDetailsPath,
  newsListPath,
  paths,
  patterns,
  serviceDetailsPath,
  solutionPath,
  termsPath,
} from './paths';

describe('paths (SPEC §2)', () => {
  it('spells the page paths and patterns as SPEC §2 does', () => {
    expect(paths.dayiJoin).toBe('/aboutus/dayiJoin');
    expect(paths.indexen).toBe('/aboutus/indexen');
    expect(paths.detailsXc).toBe('/productSolution/services/details_xc');
    expect(patterns.serviceDetails).toBe('/productSolution/services/details/:id?');
    expect(patterns.solution).toBe('/productSolution/solution/:name');
    expect(patterns.hardware).toBe('/productSolution/hardware/:name');
    expect(patterns.newsDetails).toBe('/news/details/:id?');
    expect(patterns.terms).toBe('/terms/:slug');
  });

  it('builds the links of the marketing pages', () => {
    expect(serviceDetailsPath(6)).toBe('/productSolution/services/details/6');
    expect(solutionPath('smartPort')).toBe('/productSolution/solution/smartPort');
    expect(hardwarePath('lk-gnss')).toBe('/productSolution/hardware/lk-gnss');
    expect(newsDetailsPath(31)).toBe('/news/details/31');
    expect(termsPath('privacy-child')).toBe('/terms/privacy-child');
  });

  it('leaves the defaults out of the news list URL', () => {
    expect(newsListPath()).toBe('/news');
    expect(newsListPath({ category: null, page: 1 })).toBe('/news');
    expect(newsListPath({ page: 3 })).toBe('/news?page=3');
    expect(newsListPath({ category: '产品发布', page: 2 })).toBe(
      `/news?category=${encodeURIComponent('产品发布')}&page=2`,
    );
  });
});

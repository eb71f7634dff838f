import {
  hardwareOrderPath,
  hardwarePath,
  newsDetailsPath,
  newsListPath,
  PATHS,
  PATTERNS,
  productTabPath,
  serviceDetailsPath,
  serviceOrderPath,
  solutionPath,
  supportDetailsPath,
  termsPath,
  tryoutPath,
} from './paths';

describe('paths (SPEC §2)', () => {
  it('spells the page paths and patterns as SPEC §2 does', () => {
    expect(PATHS.dayiJoin).toBe('/aboutus/dayiJoin');
    expect(PATHS.indexen).toBe('/aboutus/indexen');
    expect(PATHS.detailsXc).toBe('/productSolution/services/details_xc');
    expect(PATTERNS.serviceDetails).toBe('/productSolution/services/details/:id?');
    expect(PATTERNS.solution).toBe('/productSolution/solution/:name');
    expect(PATTERNS.hardware).toBe('/productSolution/hardware/:name');
    expect(PATTERNS.newsDetails).toBe('/news/details/:id?');
    expect(PATTERNS.terms).toBe('/terms/:slug');
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

  it('links to the bare product page for the services tab and to ?tab= for the others', () => {
    expect(productTabPath('1')).toBe('/productSolution');
    expect(productTabPath('2')).toBe('/productSolution?tab=2');
    expect(productTabPath('3')).toBe('/productSolution?tab=3');
  });

  it('links to the other sections by their plain URLs', () => {
    expect(tryoutPath()).toBe('/productSolution/services/tryout');
    expect(tryoutPath(7)).toBe('/productSolution/services/tryout/7');
    expect(serviceOrderPath(6)).toBe('/order?serviceId=6');
    expect(serviceOrderPath(6, { serverType: 2, durationUnit: 3 })).toBe(
      '/order?serviceId=6&serverType=2&durationUnit=3',
    );
    expect(hardwareOrderPath('t-box')).toBe('/order/shopOrder?product=t-box');
    expect(supportDetailsPath(9)).toBe('/support/details/9');
  });
});

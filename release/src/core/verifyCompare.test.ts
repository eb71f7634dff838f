import { compareSnapshots, pickValue, resolveRoutePages, type PageSnapshot } from './verifyCompare';

const KB = 1024;
const page = (overrides: Partial<PageSnapshot> = {}): PageSnapshot => ({
  status: 200,
  notFound: false,
  hasH1: true,
  errors: [],
  jsGzipBytes: 200 * KB,
  ...overrides,
});
const BUDGET = 250 * KB;

describe('compareSnapshots', () => {
  it('passes a candidate that is no worse, including up to 10% more JS', () => {
    expect(compareSnapshots(page(), page({ jsGzipBytes: 220 * KB }), BUDGET)).toEqual([]);
  });

  it('fails a page that became the 404 page', () => {
    const failures = compareSnapshots(page(), page({ status: 404, notFound: true }), BUDGET);
    expect(failures).toEqual(['启用版本中存在的页面变成了 404 页面']);
  });

  it('does not blame the candidate for a page that was the 404 page already', () => {
    const gone = page({ status: 404, notFound: true });
    expect(compareSnapshots(gone, gone, BUDGET)).toEqual([]);
  });

  it('fails a lost h1 and a new exception', () => {
    expect(compareSnapshots(page(), page({ hasH1: false }), BUDGET)).toEqual([
      '启用版本中的 h1 在候选版本中消失',
    ]);
    expect(compareSnapshots(page(), page({ errors: ['boom'] }), BUDGET)).toEqual([
      '候选版本抛出异常（启用版本没有）：boom',
    ]);
  });

  it('fails JS grown by more than 10%, and JS newly past the budget', () => {
    expect(
      compareSnapshots(page({ jsGzipBytes: 100 * KB }), page({ jsGzipBytes: 200 * KB }), BUDGET),
    ).toEqual(['首次访问的 JS 从 100.0 KB 增至 200.0 KB（+100%，上限 +10%）']);
    expect(
      compareSnapshots(page({ jsGzipBytes: 240 * KB }), page({ jsGzipBytes: 255 * KB }), BUDGET),
    ).toEqual(['首次访问的 JS 255.0 KB 超出预算 250.0 KB']);
    // A page over budget already is held to the 10% rule only.
    expect(
      compareSnapshots(page({ jsGzipBytes: 400 * KB }), page({ jsGzipBytes: 420 * KB }), BUDGET),
    ).toEqual([]);
  });
});

describe('resolveRoutePages', () => {
  const samples = {
    '/support/details/:id?': { api: '/api/web/support/list?page=1&pageSize=1', pick: 'list.0.id' },
    '/news/:slug': { api: '/api/web/news/list', pick: 'list.0.missing' },
    '/productSolution/solution/:name': { value: 'intelligentDriving' },
  };
  const getData = jest.fn(async (api: string) =>
    api.startsWith('/api/web/support') ? { list: [{ id: 11 }] } : { list: [{ id: 3 }] },
  );

  it('fills parameters from the API, leaves out optional ones without a sample, skips the rest', async () => {
    const pages = await resolveRoutePages(
      [
        '/support',
        '/support/details/:id?',
        '/notices/details/:id?',
        '/terms/:slug',
        '/news/:slug',
        '/productSolution/solution/:name',
      ],
      samples,
      getData,
    );
    expect(pages).toEqual([
      { pattern: '/support', path: '/support' },
      { pattern: '/support/details/:id?', path: '/support/details/11' },
      { pattern: '/notices/details/:id?', path: '/notices/details' },
      {
        pattern: '/terms/:slug',
        path: undefined,
        skipped: '带必填参数且没有示例（xingheng.routeSamples）',
      },
      {
        pattern: '/news/:slug',
        path: undefined,
        skipped: '示例接口 /api/web/news/list 没有给出 list.0.missing',
      },
      {
        pattern: '/productSolution/solution/:name',
        path: '/productSolution/solution/intelligentDriving',
      },
    ]);
    expect(getData).toHaveBeenCalledWith('/api/web/support/list?page=1&pageSize=1');
  });

  it('picks numbers and strings by dot path, nothing else', () => {
    expect(pickValue({ list: [{ id: 7 }] }, 'list.0.id')).toBe('7');
    expect(pickValue({ a: { b: 'x' } }, 'a.b')).toBe('x');
    expect(pickValue({ a: { b: {} } }, 'a.b')).toBeUndefined();
    expect(pickValue(null, 'a')).toBeUndefined();
  });
});

import { data } from 'react-router';
import { fakeNewsApi, type FakeCall } from '../../testing/newsFixtures';
import { createNewsListLoader, NEWS_LIST_ENDPOINTS } from './newsListLoader';

const load = (search: string, calls: FakeCall[] = [], failing: string[] = []) =>
  createNewsListLoader(fakeNewsApi(calls, failing))({
    request: new Request(`http://localhost/news${search}`),
  });

const listCalls = (calls: FakeCall[]) =>
  calls.filter(([path]) => path === NEWS_LIST_ENDPOINTS.list).map(([, config]) => config?.params);

describe('news list loader', () => {
  it('passes page, page size 6 and category to the API, silently', async () => {
    const calls: FakeCall[] = [];
    const result = await load('?category=产品发布&page=2', calls);
    expect(listCalls(calls)).toEqual([{ page: 2, pageSize: 6, category: '产品发布' }]);
    expect(calls.every(([, config]) => config?.silent === true)).toBe(true);
    expect(result.category).toBe('产品发布');
    expect(result.categories).toEqual(['公司新闻', '产品发布', '行业动态']);
    expect(result.news.page).toBe(2);
    expect(result.requestedPage).toBeNull();
  });

  it.each(['0', 'x', '-1'])('asks for page 1 when the URL says page=%p', async (page) => {
    const calls: FakeCall[] = [];
    const result = await load(`?page=${page}`, calls);
    expect(listCalls(calls)).toEqual([{ page: 1, pageSize: 6 }]);
    expect(result.news.page).toBe(1);
  });

  it('shows page 1 for a page beyond the last, remembering the requested one', async () => {
    const calls: FakeCall[] = [];
    const result = await load('?page=9', calls);
    expect(listCalls(calls)).toEqual([
      { page: 9, pageSize: 6 },
      { page: 1, pageSize: 6 },
    ]);
    expect(result.news.page).toBe(1);
    expect(result.news.list).toHaveLength(6);
    expect(result.requestedPage).toBe(9);
  });

  it('gives an empty page for an unknown category, without calling the list for an overlong one', async () => {
    expect((await load('?category=卫星发射')).news.total).toBe(0);
    const calls: FakeCall[] = [];
    const result = await load(`?category=${'长'.repeat(40)}`, calls);
    expect(result.news.list).toEqual([]);
    expect(listCalls(calls)).toEqual([]);
  });

  it('keeps the list when the categories fail, and throws a 500 response when the list fails', async () => {
    const degraded = await load('', [], [NEWS_LIST_ENDPOINTS.categories]);
    expect(degraded.categories).toEqual([]);
    expect(degraded.news.list).toHaveLength(6);

    const DataResponse = data(null).constructor;
    const thrown: unknown = await load('', [], [NEWS_LIST_ENDPOINTS.list]).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(DataResponse);
    expect(thrown).toMatchObject({ init: { status: 500 } });
  });
});

import type {
  Paged,
  SupportArticle,
  SupportArticleSummary,
  SupportCategory,
} from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = (query: string) =>
  get<Paged<SupportArticleSummary>>(api.app, `/api/web/support/list?${query}`);

describe('support center', () => {
  it('lists the four categories in tab order with descriptions and article counts', async () => {
    const { status, body } = await get<SupportCategory[]>(api.app, '/api/web/support/categories');
    expect(status).toBe(200);
    expect(body.data.map((c) => [c.key, c.name, c.count])).toEqual([
      ['guide', '产品指南', 5],
      ['access', 'SDK 与 NTRIP 接入', 5],
      ['faq', '常见问题', 4],
      ['policy', '政策条款', 2],
    ]);
    expect(body.data.every((c) => c.description.length > 0)).toBe(true);
  });

  it('pages every article, policies included, in category order', async () => {
    const first = await list('page=1&pageSize=5');
    expect(first.body.data).toMatchObject({ total: 16, page: 1, pageSize: 5 });
    expect(first.body.data.list.map((a) => a.category)).toEqual(Array<string>(5).fill('guide'));
    expect(first.body.data.list[0]).toMatchObject({ id: 11, title: 'Locate-CM 快速入门' });
    expect(first.body.data.list[0]).not.toHaveProperty('html');
    expect(first.body.data.list[0]?.updatedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const last = await list('page=4&pageSize=5');
    expect(last.body.data.list.map((a) => a.id)).toEqual([10]);
    const past = await list('page=9&pageSize=5');
    expect(past.body.data).toMatchObject({ total: 16, list: [] });
  });

  it('filters by category', async () => {
    const policies = await list('category=policy');
    expect(policies.body.data.list.map((a) => [a.id, a.category])).toEqual([
      [9, 'policy'],
      [10, 'policy'],
    ]);
    const access = await list('category=access&pageSize=50');
    expect(access.body.data.total).toBe(5);
    expect(access.body.data.list.every((a) => a.category === 'access')).toBe(true);
  });

  it('searches titles, summaries and text as Chinese substrings, title matches first', async () => {
    const fixed = await list(`q=${encodeURIComponent('固定解')}&pageSize=50`);
    const ids = fixed.body.data.list.map((a) => a.id);
    expect(ids[0]).toBe(14); // 固定解与浮点解 (title)
    expect(ids).toEqual(expect.arrayContaining([11, 24])); // in the text only
    expect(fixed.body.data.total).toBe(ids.length);
    const caster = await list('q=ntrip.XINGHENG-space.com&category=access');
    expect(caster.body.data.list.map((a) => a.id)).toContain(16);
    const privacy = await list(`q=${encodeURIComponent('隐私')}&category=policy`);
    expect(privacy.body.data.list.map((a) => a.id)).toContain(9);
    // Tag names are not text.
    expect((await list('q=strong')).body.data.total).toBe(0);
    // An empty `q` is no search.
    expect((await list('q=&pageSize=1')).body.data.total).toBe(16);
  });

  it.each([
    ['category=news', '文档分类（category）'],
    [`q=${'长'.repeat(51)}`, '搜索关键词（q）'],
    ['page=0', '页码（page）'],
    ['pageSize=51', '每页条数（pageSize）'],
  ])('refuses the list query %s with 400/40001 naming the field', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 40001, data: null });
    expect(body.msg).toContain(field);
  });

  it('serves an article with up to 4 related ones of its category, those after it first', async () => {
    const { status, body } = await get<SupportArticle & { updatedAt: string }>(
      api.app,
      '/api/web/support/details/16',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 16, title: 'NTRIP 接入参数说明', category: 'access' });
    expect(body.data.updatedAt).toBe(body.data.updatedDate);
    // The port table comes from the services' own NTRIP details.
    expect(body.data.html).toContain('<td>8001</td><td>CGCS2000</td>');
    expect(body.data.html).toContain('<td>8013</td><td>CGCS2000</td>');
    expect(body.data.related.map((r) => r.id)).toEqual([17, 18, 19, 20]);
    const last = await get<SupportArticle>(api.app, '/api/web/support/details/20');
    expect(last.body.data.related.map((r) => r.id)).toEqual([16, 17, 18, 19]);
    const policy = await get<SupportArticle>(api.app, '/api/web/support/details/9');
    expect(policy.body.data).toMatchObject({ id: 9, title: '隐私政策', category: 'policy' });
    expect(policy.body.data.related.map((r) => r.id)).toEqual([10]);
  });

  it('answers 404/40401 for an unknown article and 400/40001 for a malformed id', async () => {
    const missing = await get(api.app, '/api/web/support/details/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 40401, data: null });
    const bad = await get(api.app, '/api/web/support/details/1.5');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 40001, msg: '文档编号（id）格式不正确' });
  });
});

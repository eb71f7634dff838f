import type { MenuItem, NewsSummary, Paged, SupportDoc } from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('web content', () => {
  it('serves the header menu as a three-level tree with tags', async () => {
    const { status, body } = await get<MenuItem[]>(api.app, '/api/web/index/getWebsiteMenu');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.map((m) => m.url)).toEqual([
      '/',
      '/productSolution',
      '/productSolution?tab=3',
      '/news',
      '/support',
      '/aboutus',
    ]);
    const products = body.data.find((m) => m.name === '产品服务');
    const services = products?.children?.find((m) => m.name === '高精度定位服务');
    const cm = services?.children?.find((m) => m.url === '/productSolution/services/details/6');
    expect(cm).toMatchObject({ name: 'Locate-CM 厘米级', tag: 'HOT' });
    expect(cm?.children).toBeUndefined();
    const hardware = products?.children?.find((m) => m.name === '硬件产品');
    expect(hardware?.children).toHaveLength(7);
    const solutions = body.data.find((m) => m.url === '/productSolution?tab=3')?.children ?? [];
    expect(solutions).toHaveLength(13);
    const tags = solutions.map((s) => s.tag).filter(Boolean);
    expect(tags).toEqual(expect.arrayContaining(['HOT', '试点']));
    const join = body.data.find((m) => m.url === '/aboutus')?.children?.[1];
    expect(join).toMatchObject({ url: '/aboutus/join', tag: 'NEW' });
  });

  it('lists the services 6, 7 and 8', async () => {
    const { body } = await get<Array<{ id: number; serverType: number }>>(
      api.app,
      '/api/web/index/getServerProduct',
    );
    expect(body.data.map((s) => s.id)).toEqual(expect.arrayContaining([6, 7, 8]));
    expect(body.data.find((s) => s.id === 6)?.serverType).toBe(2);
  });

  it('lists three banners and the seven hardware slugs', async () => {
    const banners = await get<unknown[]>(api.app, '/api/web/index/getIndexBanner');
    expect(banners.body.data).toHaveLength(3);
    const hardware = await get<Array<{ slug: string }>>(api.app, '/api/web/index/list');
    expect(hardware.body.data.map((h) => h.slug).sort()).toEqual(
      ['lf-gnss', 'lh-gnss', 'lk-gnss', 'p-box', 'stib-imu', 'stic-imu', 't-box'].sort(),
    );
  });

  it('pages the news newest first and filters by category', async () => {
    const first = await get<Paged<NewsSummary>>(api.app, '/api/web/news/list?page=1&pageSize=5');
    expect(first.body.data).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.body.data.list).toHaveLength(5);
    const dates = first.body.data.list.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.data.list[0]).not.toHaveProperty('html');
    const last = await get<Paged<NewsSummary>>(api.app, '/api/web/news/list?page=3&pageSize=5');
    expect(last.body.data.list).toHaveLength(2);
    const filtered = await get<Paged<NewsSummary>>(
      api.app,
      `/api/web/news/list?page=1&pageSize=50&category=${encodeURIComponent('产品发布')}`,
    );
    expect(filtered.body.data.list.every((n) => n.category === '产品发布')).toBe(true);
    expect(filtered.body.data.total).toBe(filtered.body.data.list.length);
  });

  it.each(['page=0&pageSize=10', 'page=1&pageSize=51', 'page=abc'])(
    'rejects the news query %s with 400/40001',
    async (query) => {
      const { status, body } = await get(api.app, `/api/web/news/list?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 40001, data: null });
      expect(body.msg).toMatch(/页码|每页条数/);
    },
  );

  it('serves support documents 9 and 10 and 404s an unknown one', async () => {
    const privacy = await get<SupportDoc>(api.app, '/api/web/support/details/9');
    expect(privacy.body.data).toMatchObject({ id: 9, title: '隐私政策' });
    expect(privacy.body.data.html).toContain('<h2>');
    const terms = await get<SupportDoc>(api.app, '/api/web/support/details/10');
    expect(terms.body.data.title).toBe('用户协议');
    const missing = await get(api.app, '/api/web/support/details/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 40401, data: null });
    const bad = await get(api.app, '/api/web/support/details/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(40001);
  });
});

import type { NewsDetail } from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('news detail and categories', () => {
  it('links an article to the next older (prev) and next newer (next) one', async () => {
    const { status, body } = await get<NewsDetail>(api.app, '/api/web/news/6');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 6, publishedAt: '2026-06-15' });
    expect(body.data.html).toContain('<p>');
    expect(body.data.prev?.id).toBe(5);
    expect(body.data.next?.id).toBe(7);
    expect(body.data.next?.title).toEqual(expect.any(String));
  });

  it('has no prev for the oldest and no next for the newest article', async () => {
    const oldest = await get<NewsDetail>(api.app, '/api/web/news/1');
    expect(oldest.body.data.prev).toBeNull();
    expect(oldest.body.data.next?.id).toBe(2);
    const newest = await get<NewsDetail>(api.app, '/api/web/news/12');
    expect(newest.body.data.next).toBeNull();
    expect(newest.body.data.prev?.id).toBe(11);
  });

  it('answers 404/40401 for an unknown id and 400/40001 for a non-integer one', async () => {
    const missing = await get(api.app, '/api/web/news/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 40401, data: null });
    const bad = await get(api.app, '/api/web/news/1.5');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 40001, msg: '新闻编号（id）格式不正确' });
  });

  it('lists the categories in use, sorted', async () => {
    const { body } = await get<string[]>(api.app, '/api/web/news/categories');
    expect(body.data).toEqual(['产品发布', '公司新闻', '行业动态']);
  });
});

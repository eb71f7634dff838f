import type { NoticeDetail, NoticeSummary, Paged } from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = (query: string) =>
  get<Paged<NoticeSummary>>(api.app, `/api/web/notices/list?${query}`);

describe('service notices', () => {
  it('pages the notices newest first', async () => {
    const first = await list('page=1&pageSize=10');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 24, page: 1, pageSize: 10 });
    expect(first.body.data.list[0]).toMatchObject({ id: 24, publishedDate: '2026-11-23' });
    expect(first.body.data.list[0]).not.toHaveProperty('html');
    const everything = await list('pageSize=50');
    const dates = everything.body.data.list.map((n) => n.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const third = await list('page=3&pageSize=10');
    expect(third.body.data.list.map((n) => n.id)).toEqual([4, 3, 2, 1]);
    expect((await list('page=4&pageSize=10')).body.data.list).toEqual([]);
  });

  it('filters by type, each of the four types having notices', async () => {
    const counts: Record<string, number> = {};
    for (const type of ['maintenance', 'change', 'release', 'security']) {
      const { body } = await list(`type=${type}&pageSize=50`);
      expect(body.data.list.every((n) => n.type === type)).toBe(true);
      counts[type] = body.data.total;
    }
    expect(counts).toEqual({ maintenance: 8, change: 6, release: 6, security: 4 });
  });

  it('serves a notice with its older (prev) and newer (next) neighbours', async () => {
    const { status, body } = await get<NoticeDetail>(api.app, '/api/web/notices/12');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 12,
      type: 'release',
      publishedDate: '2026-10-09',
      prev: { id: 11, title: '国庆假期服务保障安排' },
      next: { id: 13 },
    });
    expect(body.data.html).toContain('<li>');
    const oldest = await get<NoticeDetail>(api.app, '/api/web/notices/1');
    expect(oldest.body.data.prev).toBeNull();
    const newest = await get<NoticeDetail>(api.app, '/api/web/notices/24');
    expect(newest.body.data.next).toBeNull();
  });

  it('answers 404/40401 for an unknown notice and 400/40001 for bad input', async () => {
    const missing = await get(api.app, '/api/web/notices/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 40401, msg: '公告不存在或已下线', data: null });
    const badId = await get(api.app, '/api/web/notices/abc');
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 40001, msg: '公告编号（id）格式不正确' });
    const badType = await list('type=outage');
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('公告类型（type）');
  });
});

import type { JobList, NewsDetail, ServiceDetail, TermsDoc } from '@xingheng/shared';
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

describe('service details', () => {
  it('describes Locate-CM with its NTRIP ports by frame and its plans', async () => {
    const { status, body } = await get<ServiceDetail>(api.app, '/api/web/service/details/6');
    expect(status).toBe(200);
    const cm = body.data;
    expect(cm).toMatchObject({ id: 6, serverType: 2, connectType: 1 });
    expect(cm.description.length).toBeGreaterThanOrEqual(2);
    expect(cm.frames).toEqual(['CGCS2000', 'WGS84', 'ITRF2020']);
    expect(cm.ntrip.caster).toBe('ntrip.xingheng-space.com');
    expect(cm.ntrip.ports).toEqual([
      { frame: 'CGCS2000', port: 8001 },
      { frame: 'WGS84', port: 8002 },
      { frame: 'ITRF2020', port: 8003 },
    ]);
    expect(cm.ntrip.messages).toContain('MSM');
    expect(cm.plans.length).toBeGreaterThanOrEqual(3);
    expect(cm.plans.every((p) => p.serverType === 2 && p.priceCents > 0)).toBe(true);
    expect(cm.plans.find((p) => p.durationUnit === 6)?.priceCents).toBe(120000);
  });

  it('sells Locate-DM as sub-metre (server type 1) and Orion with plans', async () => {
    const dm = await get<ServiceDetail>(api.app, '/api/web/service/details/7');
    expect(dm.body.data.plans.every((p) => p.serverType === 1)).toBe(true);
    const orion = await get<ServiceDetail>(api.app, '/api/web/service/details/8');
    expect(orion.body.data.frames).toContain('ITRF2020');
    expect(orion.body.data.plans.length).toBeGreaterThan(0);
  });

  it('answers 404/40401 for an unknown service and 400 for a bad id', async () => {
    const missing = await get(api.app, '/api/web/service/details/999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(40401);
    const bad = await get(api.app, '/api/web/service/details/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('（id）');
  });
});

describe('jobs', () => {
  it('lists social openings by default with the filter values of that kind', async () => {
    const { body } = await get<JobList>(api.app, '/api/web/jobs');
    expect(body.data.list.length).toBeGreaterThanOrEqual(12);
    expect(body.data.list.every((j) => j.kind === 'social')).toBe(true);
    expect(body.data.cities).toEqual(
      expect.arrayContaining(['北京', '上海', '武汉', '深圳', '西安']),
    );
    expect(body.data.categories).toEqual(
      expect.arrayContaining(['算法', '软件', '硬件', '产品', '市场与销售']),
    );
    const job = body.data.list[0];
    expect(job?.responsibilities.length).toBeGreaterThanOrEqual(2);
    expect(job?.requirements.length).toBeGreaterThanOrEqual(2);
  });

  it('filters by city and category but keeps every filter value of the kind', async () => {
    const all = await get<JobList>(api.app, '/api/web/jobs?kind=social');
    const city = encodeURIComponent('北京');
    const category = encodeURIComponent('软件');
    const { body } = await get<JobList>(
      api.app,
      `/api/web/jobs?kind=social&city=${city}&category=${category}`,
    );
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.every((j) => j.city === '北京' && j.category === '软件')).toBe(true);
    expect(body.data.cities).toEqual(all.body.data.cities);
    expect(body.data.categories).toEqual(all.body.data.categories);
  });

  it('lists campus openings separately and rejects an unknown kind', async () => {
    const campus = await get<JobList>(api.app, '/api/web/jobs?kind=campus');
    expect(campus.body.data.list.length).toBeGreaterThanOrEqual(5);
    expect(campus.body.data.list.every((j) => j.kind === 'campus')).toBe(true);
    expect(campus.body.data.cities).not.toContain('西安');
    const bad = await get(api.app, '/api/web/jobs?kind=intern');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 40001 });
    expect(bad.body.msg).toContain('（kind）');
  });
});

describe('terms documents', () => {
  it.each(['collect', 'data', 'integration', 'privacy-child', 'share'])(
    'serves /terms/%s as a dated rich document',
    async (slug) => {
      const { status, body } = await get<TermsDoc>(api.app, `/api/web/terms/${slug}`);
      expect(status).toBe(200);
      expect(body.data.slug).toBe(slug);
      expect(body.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.data.html).toContain('<h2>');
      expect(body.data.html.length).toBeGreaterThan(800);
    },
  );

  it('lists the shared information as a table and 404s an unknown slug', async () => {
    const share = await get<TermsDoc>(api.app, '/api/web/terms/share');
    expect(share.body.data.title).toBe('第三方信息共享清单');
    expect(share.body.data.html).toContain('<table>');
    const missing = await get(api.app, '/api/web/terms/cookies');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 40401, data: null });
  });
});

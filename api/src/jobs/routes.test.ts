import type { JobList } from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

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

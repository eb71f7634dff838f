import type { SearchAnswer } from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';
import { testDeploy, type TestDeploy } from '../test/deploy';

/** Pages as mf-marketing publishes them with a release (`search-entries.json`). */
const MARKETING_ENTRIES = [
  {
    path: '/productSolution/solution/smartPort',
    title: '智慧港口',
    description: '为岸桥、场桥与集卡提供高精度定位，支撑港口自动化作业与集卡调度。',
    keywords: ['自动化码头', 'AGV', '集卡'],
  },
  {
    path: '/aboutus',
    title: '关于我们',
    description: '星衡时空提供厘米级与亚米级高精度定位服务。',
    keywords: ['公司介绍'],
  },
];

let deploy: TestDeploy;
let api: TestApi;
beforeAll(async () => {
  deploy = testDeploy();
  deploy.publish('mf-marketing', 'v1', MARKETING_ENTRIES);
  deploy.activate({ 'mf-marketing': 'v1' });
  api = await startTestApi(undefined, { deployDir: deploy.dir });
});
afterAll(async () => {
  await api.close();
  deploy.remove();
});

function search(q: string, limit?: number) {
  const query = `q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`;
  return get<SearchAnswer>(api.app, `/api/web/search?${query}`);
}

describe('GET /api/web/search', () => {
  it('finds a solution page by a Chinese word of its title, title hits first', async () => {
    const { status, body } = await search('港口');
    expect(status).toBe(200);
    expect(body.data.q).toBe('港口');
    expect(body.data.results[0]).toMatchObject({
      kind: 'page',
      path: '/productSolution/solution/smartPort',
    });
    expect(body.data.results[0]?.snippet.length).toBeGreaterThan(0);
  });

  it('finds news by a word of the body, with a plain-text snippet around it', async () => {
    const { body } = await search('二期扩建');
    const hit = body.data.results.find((r) => r.path === '/news/details/1');
    expect(hit).toMatchObject({ kind: 'news' });
    expect(hit?.snippet).toContain('二期扩建');
    expect(hit?.snippet).not.toMatch(/<\/?p>/);
  });

  it('finds a service by its name, case-insensitively', async () => {
    const { body } = await search('locate-dm');
    expect(body.data.results[0]).toMatchObject({
      kind: 'service',
      path: '/productSolution/services/details/7',
    });
  });

  it('finds a support article by its title and by a word of its body, linking its page', async () => {
    const byTitle = await search('浮点解');
    expect(byTitle.body.data.results[0]).toMatchObject({
      kind: 'support',
      path: '/support/details/14',
      title: '固定解与浮点解：如何判断定位质量',
    });
    const byBody = await search('差分龄期');
    const hit = byBody.body.data.results.find((r) => r.path === '/support/details/14');
    expect(hit).toMatchObject({ kind: 'support' });
    expect(hit?.snippet).toContain('差分龄期');
    expect(hit?.snippet).not.toMatch(/<\/?li>/);
  });

  it('finds a terms document by its text', async () => {
    const { body } = await search('共享清单');
    expect(body.data.results.map((r) => r.path)).toContain('/terms/share');
  });

  it('treats % and _ literally', async () => {
    const everything = await search('的', 50);
    const percent = await search('%');
    expect(percent.body.data.total).toBeLessThan(everything.body.data.total);
    for (const hit of percent.body.data.results) expect(hit.snippet).toContain('%');
    // Only texts with a real `_` (support articles name mount points such as RTCM33_GRCE).
    const underscore = await search('_', 50);
    expect(underscore.body.data.total).toBeGreaterThan(0);
    expect(underscore.body.data.total).toBeLessThan(everything.body.data.total);
    for (const hit of underscore.body.data.results) {
      expect(`${hit.title}${hit.snippet}`).toContain('_');
    }
  });

  it('respects limit while total counts every match', async () => {
    const all = await search('定位', 50);
    expect(all.body.data.total).toBeGreaterThan(3);
    const few = await search('定位', 3);
    expect(few.body.data.results).toHaveLength(3);
    expect(few.body.data.total).toBe(all.body.data.total);
    expect(few.body.data.results).toEqual(all.body.data.results.slice(0, 3));
  });

  it.each(['', '   ', 'x'.repeat(51)])('rejects q=%j with 400/40001', async (q) => {
    const { status, body } = await search(q);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 40001, msg: '搜索关键词（q）长度须为 1–50 个字符', data: null });
  });

  it('rejects a missing q and an out-of-range limit', async () => {
    const missing = await get(api.app, '/api/web/search');
    expect(missing.body.msg).toBe('搜索关键词（q）长度须为 1–50 个字符');
    const limit = await get(api.app, '/api/web/search?q=RTK&limit=51');
    expect(limit.status).toBe(400);
    expect(limit.body.msg).toContain('（limit）');
  });
});

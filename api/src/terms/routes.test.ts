import type { TermsDoc } from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

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

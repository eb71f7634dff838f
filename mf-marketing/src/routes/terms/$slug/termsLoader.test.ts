import { ApiFailure } from '@xingheng/shared';
import { fakeGet, thrownBy, type Call } from '../../../testing/loaderTesting';
import { TERMS_DOCS } from '../../../features/terms/termsDocs';
import { TERMS_FIXTURE } from '../../../testing/termsFixture';
import { createTermsLoader, TERMS_NOT_FOUND } from './termsLoader';

describe('terms loader', () => {
  it('knows the five documents of SPEC §2', () => {
    expect(TERMS_DOCS.map((doc) => doc.slug)).toEqual([
      'collect',
      'data',
      'integration',
      'privacy-child',
      'share',
    ]);
  });

  it('fetches a known document, silently', async () => {
    const calls: Call[] = [];
    const load = createTermsLoader(fakeGet(calls, () => Promise.resolve(TERMS_FIXTURE)));
    await expect(load({ params: { slug: 'collect' } })).resolves.toEqual({
      slug: 'collect',
      doc: TERMS_FIXTURE,
    });
    expect(calls).toEqual([['/web/terms/collect', { silent: true }]]);
  });

  it.each([undefined, 'cookies', 'COLLECT', '../user'])(
    'throws a 404 response for the slug %p without calling the API',
    async (slug) => {
      const calls: Call[] = [];
      const load = createTermsLoader(fakeGet(calls, () => Promise.resolve(TERMS_FIXTURE)));
      const thrown = await thrownBy(load({ params: slug === undefined ? {} : { slug } }));
      expect(thrown.init?.status).toBe(404);
      expect(thrown.data).toBe(TERMS_NOT_FOUND);
      expect(calls).toEqual([]);
    },
  );

  it('maps an API 404 to a 404 response and other failures to 500', async () => {
    const missing = new ApiFailure({ code: 40401, msg: '文档不存在', status: 404 });
    const notFound = createTermsLoader(fakeGet([], () => Promise.reject(missing)));
    expect((await thrownBy(notFound({ params: { slug: 'share' } }))).init?.status).toBe(404);
    const down = new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' });
    const failing = createTermsLoader(fakeGet([], () => Promise.reject(down)));
    expect((await thrownBy(failing({ params: { slug: 'share' } }))).init?.status).toBe(500);
  });
});

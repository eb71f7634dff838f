import { ApiFailure } from '@xingheng/shared';
import { fakeGet, thrownBy, type Call } from '#testing/loaderTesting';
import { NEWS_DETAIL_FIXTURE } from '#testing/newsDetailFixture';
import { createNewsDetailLoader, NEWS_NOT_FOUND } from './newsDetailLoader';

describe('news detail loader', () => {
  it('fetches the article of the id, silently', async () => {
    const calls: Call[] = [];
    const load = createNewsDetailLoader(fakeGet(calls, () => Promise.resolve(NEWS_DETAIL_FIXTURE)));
    await expect(load({ params: { id: '31' } })).resolves.toEqual(NEWS_DETAIL_FIXTURE);
    expect(calls).toEqual([['/web/news/31', { silent: true }]]);
  });

  it.each([undefined, '', 'abc', '0', '-2', '3.5', '031', '009', '1234567890'])(
    'throws a 404 response for the id %p without calling the API',
    async (id) => {
      const calls: Call[] = [];
      const load = createNewsDetailLoader(fakeGet(calls, () => Promise.resolve(null)));
      const thrown = await thrownBy(load({ params: id === undefined ? {} : { id } }));
      expect(thrown.init?.status).toBe(404);
      expect(thrown.data).toBe(NEWS_NOT_FOUND);
      expect(calls).toEqual([]);
    },
  );

  it('throws a 404 response for an unknown id (API 404 / 40401)', async () => {
    const failure = new ApiFailure({ code: 40401, msg: '新闻不存在', status: 404 });
    const load = createNewsDetailLoader(fakeGet([], () => Promise.reject(failure)));
    expect((await thrownBy(load({ params: { id: '9999' } }))).init?.status).toBe(404);
  });

  it('throws a 500 response for other failures', async () => {
    const failure = new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' });
    const load = createNewsDetailLoader(fakeGet([], () => Promise.reject(failure)));
    expect((await thrownBy(load({ params: { id: '31' } }))).init?.status).toBe(500);
  });
});

import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { ApiFailure } from '@xingheng/shared';
import { fetchSupportArticle } from '#features/articles/api';
import { GUIDE_ARTICLE } from '#testing/supportFixtures';
import { detailsLoader, DOC_NOT_FOUND } from './detailsLoader';

jest.mock('#features/articles/api');
const fetchArticle = jest.mocked(fetchSupportArticle);

afterEach(() => jest.clearAllMocks());

function args(id?: string): Pick<LoaderFunctionArgs, 'params'> {
  return { params: id === undefined ? {} : { id } };
}

type DataResponse = ReturnType<typeof data<unknown>>;

/** The `data(...)` response a loader threw (fails the test for anything else). */
async function thrownBy(promise: Promise<unknown>): Promise<DataResponse> {
  const DataResponseClass = data(null).constructor;
  const error: unknown = await promise.then(
    () => new Error('loader did not throw'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataResponseClass);
  return error as DataResponse;
}

describe('detailsLoader', () => {
  it('returns the policy list (9 and 10) when there is no id', async () => {
    const result = await detailsLoader(args());
    expect(result.kind).toBe('list');
    expect(result.kind === 'list' && result.docs.map((d) => d.id)).toEqual([9, 10]);
    expect(fetchArticle).not.toHaveBeenCalled();
  });

  it('returns the article for an integer id', async () => {
    fetchArticle.mockResolvedValue(GUIDE_ARTICLE);
    await expect(detailsLoader(args('11'))).resolves.toEqual({
      kind: 'article',
      article: GUIDE_ARTICLE,
    });
    expect(fetchArticle).toHaveBeenCalledWith(11);
  });

  it.each(['abc', '9.5', '-1', '0', '009', '1e1'])(
    'throws a 404 response for the id %p without calling the API',
    async (id) => {
      const thrown = await thrownBy(detailsLoader(args(id)));
      expect(thrown.init?.status).toBe(404);
      expect(thrown.data).toBe(DOC_NOT_FOUND);
      expect(fetchArticle).not.toHaveBeenCalled();
    },
  );

  it('throws a 404 response when the API answers 404 (40401)', async () => {
    fetchArticle.mockRejectedValue(new ApiFailure({ code: 40401, msg: '文档不存在', status: 404 }));
    const thrown = await thrownBy(detailsLoader(args('42')));
    expect(thrown.init?.status).toBe(404);
  });

  it('throws a 500 response for other failures', async () => {
    fetchArticle.mockRejectedValue(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
    const thrown = await thrownBy(detailsLoader(args('9')));
    expect(thrown.init?.status).toBe(500);
  });
});

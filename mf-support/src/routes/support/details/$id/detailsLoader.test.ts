import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { ApiFailure, type SupportDoc } from '@xingheng/shared';
import { createDetailsLoader, DOC_NOT_FOUND } from './detailsLoader';

const privacy: SupportDoc = {
  id: 9,
  title: '隐私政策',
  updatedAt: '2026-09-01',
  html: '<p>正文</p>',
};

function args(id?: string): Pick<LoaderFunctionArgs, 'params'> {
  return { params: id === undefined ? {} : { id } };
}

type DataResponse = ReturnType<typeof data<unknown>>;

/** The `data(...)` response a loader threw (fails the test for anything else). */
async function thrownBy(promise: Promise<unknown>): Promise<DataResponse> {
  const DataResponseClass = data(null).constructor;
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataResponseClass) return error as DataResponse;
    throw error;
  }
  throw new Error('loader did not throw');
}

describe('detailsLoader', () => {
  it('returns the policy list (9 and 10) when there is no id', async () => {
    const fetchDoc = jest.fn<Promise<SupportDoc>, [number]>();
    const result = await createDetailsLoader(fetchDoc)(args());
    expect(result.kind).toBe('list');
    expect(result.kind === 'list' && result.docs.map((d) => d.id)).toEqual([9, 10]);
    expect(fetchDoc).not.toHaveBeenCalled();
  });

  it('returns the document for an integer id', async () => {
    const fetchDoc = jest.fn((id: number) => Promise.resolve({ ...privacy, id }));
    const result = await createDetailsLoader(fetchDoc)(args('9'));
    expect(result).toEqual({ kind: 'doc', doc: privacy });
    expect(fetchDoc).toHaveBeenCalledWith(9);
  });

  it.each(['abc', '9.5', '-1', '0', '009', '1e1'])(
    'throws a 404 response for the id %p',
    async (id) => {
      const fetchDoc = jest.fn<Promise<SupportDoc>, [number]>();
      const thrown = await thrownBy(createDetailsLoader(fetchDoc)(args(id)));
      expect(thrown.init?.status).toBe(404);
      expect(thrown.data).toBe(DOC_NOT_FOUND);
      expect(fetchDoc).not.toHaveBeenCalled();
    },
  );

  it('throws a 404 response when the API answers 404 (40401)', async () => {
    const fetchDoc = () =>
      Promise.reject(new ApiFailure({ code: 40401, msg: '文档不存在', status: 404 }));
    const thrown = await thrownBy(createDetailsLoader(fetchDoc)(args('42')));
    expect(thrown.init?.status).toBe(404);
  });

  it('throws a 500 response for other failures', async () => {
    const fetchDoc = () =>
      Promise.reject(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
    const thrown = await thrownBy(createDetailsLoader(fetchDoc)(args('9')));
    expect(thrown.init?.status).toBe(500);
  });
});

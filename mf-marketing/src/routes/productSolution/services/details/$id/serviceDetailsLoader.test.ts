import type { AxiosRequestConfig } from 'axios';
import { ApiFailure } from '@xingheng/shared';
import type { ApiFetch } from '#lib/apiFetch';
import { SERVICE_DETAIL_FIXTURE } from '#testing/serviceFixtures';
import { createServiceDetailsLoader, serviceDetailsEndpoint } from './serviceDetailsLoader';

/** A fake `apiGet` that records calls and answers with `answer` (or rejects with it). */
function fakeGet(answer: unknown, reject = false, calls: [string, AxiosRequestConfig?][] = []) {
  const get: ApiFetch = <T>(path: string, config?: AxiosRequestConfig) => {
    calls.push([path, config]);
    return reject ? Promise.reject(answer) : Promise.resolve(answer as T);
  };
  return get;
}

const statusOf = (id: string | undefined, get: ApiFetch) =>
  createServiceDetailsLoader(get)({ params: { id } }).then(
    () => 200,
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );

describe('service details loader', () => {
  it('returns the ServiceDetail of the id, fetched silently', async () => {
    const calls: [string, AxiosRequestConfig?][] = [];
    const loader = createServiceDetailsLoader(fakeGet(SERVICE_DETAIL_FIXTURE, false, calls));
    await expect(loader({ params: { id: '6' } })).resolves.toEqual(SERVICE_DETAIL_FIXTURE);
    expect(calls).toEqual([[serviceDetailsEndpoint(6), { silent: true }]]);
  });

  it.each(['abc', '0', '-6', '06', '6.0', '', undefined])(
    'throws a 404 response for the id %p without calling the API',
    async (id) => {
      const calls: [string, AxiosRequestConfig?][] = [];
      expect(await statusOf(id, fakeGet(SERVICE_DETAIL_FIXTURE, false, calls))).toBe(404);
      expect(calls).toHaveLength(0);
    },
  );

  it('throws a 404 response when the API answers not found (HTTP 404 or code 40401)', async () => {
    const notFound = new ApiFailure({ code: 40401, msg: '服务不存在', status: 404 });
    expect(await statusOf('99', fakeGet(notFound, true))).toBe(404);
    const codeOnly = new ApiFailure({ code: 40401, msg: '服务不存在' });
    expect(await statusOf('99', fakeGet(codeOnly, true))).toBe(404);
  });

  it('throws a 500 response on any other failure', async () => {
    const down = new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' });
    expect(await statusOf('6', fakeGet(down, true))).toBe(500);
    expect(await statusOf('6', fakeGet(new Error('boom'), true))).toBe(500);
  });
});

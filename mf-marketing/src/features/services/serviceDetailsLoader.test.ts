import type { AxiosRequestConfig } from 'axios';
import { SERVICE_DETAIL_FIXTURE } from './testing';
import {
  createServiceDetailsLoader,
  parseServiceId,
  serviceDetailsEndpoint,
  type ServiceFetch,
} from './serviceDetailsLoader';

/** A fake `apiGet` that records calls and answers with `answer` (or rejects with it). */
function fakeGet(answer: unknown, reject = false, calls: [string, AxiosRequestConfig?][] = []) {
  const get: ServiceFetch = <T>(path: string, config?: AxiosRequestConfig) => {
    calls.push([path, config]);
    return reject ? Promise.reject(answer) : Promise.resolve(answer as T);
  };
  return get;
}

const statusOf = (id: string | undefined, get: ServiceFetch) =>
  createServiceDetailsLoader(get)({ params: { id } }).then(
    () => 200,
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );

describe('parseServiceId', () => {
  it.each([
    ['6', 6],
    ['123', 123],
    ['abc', null],
    ['0', null],
    ['-6', null],
    ['06', null],
    ['6.0', null],
    ['', null],
    [undefined, null],
  ])('parses %p as %p', (raw, id) => {
    expect(parseServiceId(raw)).toBe(id);
  });
});

describe('service details loader', () => {
  it('returns the ServiceDetail of the id, fetched silently', async () => {
    const calls: [string, AxiosRequestConfig?][] = [];
    const loader = createServiceDetailsLoader(fakeGet(SERVICE_DETAIL_FIXTURE, false, calls));
    await expect(loader({ params: { id: '6' } })).resolves.toEqual(SERVICE_DETAIL_FIXTURE);
    expect(calls).toEqual([[serviceDetailsEndpoint(6), { silent: true }]]);
  });

  it('throws a 404 response for a non-numeric or missing id without calling the API', async () => {
    const calls: [string, AxiosRequestConfig?][] = [];
    const get = fakeGet(SERVICE_DETAIL_FIXTURE, false, calls);
    expect(await statusOf('abc', get)).toBe(404);
    expect(await statusOf(undefined, get)).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('throws a 404 response when the API answers 404 / 40401', async () => {
    const notFound = { code: 40401, msg: '服务不存在', data: null, status: 404 };
    expect(await statusOf('99', fakeGet(notFound, true))).toBe(404);
    expect(
      await statusOf('99', fakeGet({ code: 40401, msg: '服务不存在', data: null }, true)),
    ).toBe(404);
  });

  it('throws a 500 response on any other failure', async () => {
    const down = { code: -1, msg: '网络异常，请稍后重试', data: null };
    expect(await statusOf('6', fakeGet(down, true))).toBe(500);
  });
});

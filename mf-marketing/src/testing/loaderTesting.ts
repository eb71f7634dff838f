import type { AxiosRequestConfig } from 'axios';
import { data } from 'react-router';
import type { ApiFetch } from '../lib/apiFetch';

/** One recorded request of {@link fakeGet}: path and axios config. */
export type Call = [string, AxiosRequestConfig?];

/**
 * Test helper: an `ApiFetch` (fake `apiGet`) that records each request in `calls` and answers with `answer()`.
 * @param calls receives `[path, config]` per request
 * @param answer the response (or rejection) of every request
 */
export function fakeGet(calls: Call[], answer: () => Promise<unknown>): ApiFetch {
  return <T>(path: string, config?: AxiosRequestConfig) => {
    calls.push([path, config]);
    return answer() as Promise<T>;
  };
}

/**
 * Test helper: the `data(...)` response a loader threw; fails the test when it resolved or threw
 * something else.
 * @param promise the loader's result
 */
export async function thrownBy(promise: Promise<unknown>) {
  const DataResponse = data(null).constructor;
  const error: unknown = await promise.then(
    () => new Error('loader did not throw'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataResponse);
  return error as ReturnType<typeof data<string>>;
}

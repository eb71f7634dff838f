import type { AxiosRequestConfig } from 'axios';

/**
 * The GET function a marketing loader uses: `apiGet` of `@xingheng/shared`, or a fake in tests.
 * @returns the envelope's `data`; rejects with an `ApiFailure` (`{ code, msg, data, status? }`)
 */
export type MarketingFetch = <T>(path: string, config?: AxiosRequestConfig) => Promise<T>;

/**
 * True when a rejected API call means "no such record" (docs/api.md: HTTP 404 or code `40401`).
 * @param error what `apiGet` rejected with (an `ApiFailure`, or anything else)
 */
export function isNotFoundFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as { status?: unknown; code?: unknown };
  return failure.status === 404 || failure.code === 404 || failure.code === 40401;
}

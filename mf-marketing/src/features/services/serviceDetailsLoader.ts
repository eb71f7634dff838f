import type { AxiosRequestConfig } from 'axios';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiGet, type ServiceDetail } from '@xingheng/shared';

/** The GET function a loader uses: `apiGet` of `@xingheng/shared`, or a fake in tests. */
export type ServiceFetch = <T>(path: string, config?: AxiosRequestConfig) => Promise<T>;

/** The details endpoint of a service (docs/api.md). */
export function serviceDetailsEndpoint(id: number): string {
  return `/web/service/details/${id}`;
}

/** Message of the 404 thrown for an unknown service. */
export const SERVICE_NOT_FOUND = '未找到该定位服务';
/** Message of the 500 thrown when the details could not be loaded. */
export const LOAD_FAILED = '内容加载失败，请稍后重试';

/**
 * A route `:id` as a service id.
 * @returns the id when the text is a positive integer without sign or leading zeros, else `null`
 */
export function parseServiceId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** True when an API failure means "no such record" (HTTP 404, envelope `status` 404 or `code` 40401). */
export function isNotFoundFailure(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null) return false;
  const { status, code } = failure as { status?: unknown; code?: unknown };
  return status === 404 || code === 40401 || code === 404;
}

/**
 * Builds the loader of `/productSolution/services/details/:id?` (SPEC §2, issue #3).
 * @param get the GET function (`apiGet`); the call is `silent` (the page shows the error)
 * @returns a loader resolving to the `ServiceDetail` of `params.id`
 * @throws `data(…, { status: 404 })` when the id is missing, not a positive integer, or the API
 *   answers 404 / `40401`; `data('内容加载失败，请稍后重试', { status: 500 })` on any other failure
 */
export function createServiceDetailsLoader(get: ServiceFetch = apiGet) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<ServiceDetail> => {
    const id = parseServiceId(params.id);
    if (id === null) throw data(SERVICE_NOT_FOUND, { status: 404 });
    try {
      return await get<ServiceDetail>(serviceDetailsEndpoint(id), { silent: true });
    } catch (failure) {
      if (isNotFoundFailure(failure)) throw data(SERVICE_NOT_FOUND, { status: 404 });
      throw data(LOAD_FAILED, { status: 500 });
    }
  };
}

/** The loader of the service details page, bound to the shared API client. */
export const serviceDetailsLoader = createServiceDetailsLoader(apiGet);

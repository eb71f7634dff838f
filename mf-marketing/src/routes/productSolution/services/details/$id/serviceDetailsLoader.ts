import { data, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { ApiFailure, apiGet, parsePositiveId, type ServiceDetail } from '@xingheng/shared';
import type { ApiFetch } from '#lib/apiFetch';

/** The details endpoint of a service (docs/api.md). */
export function serviceDetailsEndpoint(id: number): string {
  return `/web/service/details/${id}`;
}

/** Message of the 404 thrown for an unknown service. */
export const SERVICE_NOT_FOUND = '未找到该定位服务';
/** Message of the 500 thrown when the details could not be loaded. */
export const LOAD_FAILED = '内容加载失败，请稍后重试';

/**
 * Builds the loader of `/productSolution/services/details/:id?` (SPEC §2).
 * @param get the GET function (`apiGet`); the call is `silent` (the page shows the error)
 * @returns a loader resolving to the `ServiceDetail` of `params.id`
 * @throws `data(…, { status: 404 })` when the id is missing, not a canonical positive integer
 *   (`parsePositiveId`), or the API answers not-found (`ApiFailure.isNotFound()`);
 *   `data('内容加载失败，请稍后重试', { status: 500 })` on any other failure
 */
export function createServiceDetailsLoader(get: ApiFetch = apiGet) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<ServiceDetail> => {
    const id = parsePositiveId(params.id);
    if (id === undefined) throw data(SERVICE_NOT_FOUND, { status: 404 });
    try {
      return await get<ServiceDetail>(serviceDetailsEndpoint(id), { silent: true });
    } catch (failure) {
      if (ApiFailure.is(failure) && failure.isNotFound()) {
        throw data(SERVICE_NOT_FOUND, { status: 404 });
      }
      throw data(LOAD_FAILED, { status: 500 });
    }
  };
}

/** The loader of the service details page, bound to the shared API client. */
export const serviceDetailsLoader = createServiceDetailsLoader(apiGet);

import { apiGet, type ServiceProduct } from '@xingheng/shared';
import type { ApiFetch } from '../../lib/apiFetch';

/** The service list endpoint (docs/api.md). */
export const SERVICE_LIST_ENDPOINT = '/web/index/getServerProduct';

/** Loader data of the pages that list the services: `null` when the list failed to load. */
export interface ServiceListData {
  services: ServiceProduct[] | null;
}

/**
 * Builds the loader of `/productSolution` and `/productSolution/services` (SPEC §2).
 * @param get the GET function (`apiGet`); the call is `silent`: the page degrades gracefully
 * @returns a loader resolving to `{ services }` (never rejects: a failure gives `services: null`,
 *   which the page shows as an inline error with 重新加载)
 */
export function createServiceListLoader(get: ApiFetch = apiGet) {
  return async (): Promise<ServiceListData> => {
    try {
      const services = await get<ServiceProduct[]>(SERVICE_LIST_ENDPOINT, { silent: true });
      return { services };
    } catch {
      return { services: null };
    }
  };
}

/** The service list loader bound to the shared API client. */
export const serviceListLoader = createServiceListLoader(apiGet);

import type { AxiosRequestConfig } from 'axios';
import {
  apiGet,
  type Banner,
  type HardwareItem,
  type NewsSummary,
  type Paged,
  type ServiceProduct,
} from '@xingheng/shared';
import type { ApiFetch } from '../../lib/apiFetch';

/**
 * What the home page renders (SPEC §2 `/`, §7). Each section is `null` when its request failed,
 * so the page shows that section's error state and still renders the others.
 */
export interface HomeData {
  banners: Banner[] | null;
  services: ServiceProduct[] | null;
  hardware: HardwareItem[] | null;
  news: NewsSummary[] | null;
}

/** Endpoints of the home page (docs/api.md). */
export const HOME_ENDPOINTS = {
  banners: '/web/index/getIndexBanner',
  services: '/web/index/getServerProduct',
  hardware: '/web/index/list',
  news: '/web/news/list',
} as const;

/** How many news items the teaser shows. */
export const NEWS_TEASER_SIZE = 3;

function valueOrNull<T>(result: PromiseSettledResult<T>): T | null {
  return result.status === 'fulfilled' ? result.value : null;
}

/**
 * Builds the home page's route loader.
 * @param get the GET function (`apiGet`); calls are made `silent` because each section shows its
 *   own error state instead of a toast
 * @returns a loader that fetches banners, services, hardware and the 3 latest news in parallel and
 *   resolves to `HomeData` (never rejects: a failed request becomes `null` for its section)
 */
export function createHomeLoader(get: ApiFetch): () => Promise<HomeData> {
  return async () => {
    const silent: AxiosRequestConfig = { silent: true };
    const [banners, services, hardware, news] = await Promise.allSettled([
      get<Banner[]>(HOME_ENDPOINTS.banners, silent),
      get<ServiceProduct[]>(HOME_ENDPOINTS.services, silent),
      get<HardwareItem[]>(HOME_ENDPOINTS.hardware, silent),
      get<Paged<NewsSummary>>(HOME_ENDPOINTS.news, {
        ...silent,
        params: { page: 1, pageSize: NEWS_TEASER_SIZE },
      }).then((page) => page.list.slice(0, NEWS_TEASER_SIZE)),
    ]);
    return {
      banners: valueOrNull(banners),
      services: valueOrNull(services),
      hardware: valueOrNull(hardware),
      news: valueOrNull(news),
    };
  };
}

/** The loader of `/` (SPEC §2), bound to the shared API client. */
export const homeLoader = createHomeLoader(apiGet);

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
import type { SolutionCardData } from '../../components/solutionCards';

/**
 * What the home page renders (SPEC §2 `/`, §7). Each section is `null` when its request failed,
 * so the page shows that section's error state and still renders the others.
 */
export interface HomeData {
  banners: Banner[] | null;
  services: ServiceProduct[] | null;
  hardware: HardwareItem[] | null;
  news: NewsSummary[] | null;
  /** The featured industry solutions' cards (static content, never missing). */
  solutions: SolutionCardData[];
}

/**
 * The featured solutions' cards, from the solution records. The records (about 8 KB gzip) are
 * imported here, in the loader, so they load only on a client-side navigation to `/`: a first
 * visit gets the cards with the server's HTML and downloads no record (docs/performance.md
 * "Small pages").
 * @returns `SolutionCardData` of `FEATURED_SOLUTIONS`, in SPEC §2 order
 */
export async function featuredSolutionCards(): Promise<SolutionCardData[]> {
  const [{ FEATURED_SOLUTIONS }, { solutionCardData }] = await Promise.all([
    import('../../content/solutions'),
    import('../../components/solutionCards'),
  ]);
  return solutionCardData(FEATURED_SOLUTIONS);
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
 * @param solutions the featured solutions' cards (default `featuredSolutionCards`)
 * @returns a loader that fetches banners, services, hardware and the 3 latest news in parallel and
 *   resolves to `HomeData` (a failed request becomes `null` for its section; rejects only when the
 *   solution cards cannot be loaded, a chunk load error the route's error boundary shows)
 */
export function createHomeLoader(
  get: ApiFetch,
  solutions: () => Promise<SolutionCardData[]> = featuredSolutionCards,
): () => Promise<HomeData> {
  return async () => {
    const silent: AxiosRequestConfig = { silent: true };
    const cards = solutions();
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
      solutions: await cards,
    };
  };
}

/** The loader of `/` (SPEC §2), bound to the shared API client. */
export const homeLoader = createHomeLoader(apiGet);

import { data, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { apiGet, type NewsSummary, type Paged } from '@xingheng/shared';
import type { ApiFetch } from '../../lib/apiFetch';
import { MAX_CATEGORY_LENGTH, NEWS_PAGE_SIZE, parseNewsQuery } from '../../features/news/newsQuery';

/** What the `/news` page renders (SPEC §2). */
export interface NewsListData {
  /** The categories in use (empty when their request failed: the filter shows only 全部). */
  categories: string[];
  /** The selected category, `null` for all. */
  category: string | null;
  /** The page shown. */
  news: Paged<NewsSummary>;
  /** The URL's page when it was beyond the last page (page 1 is shown instead), else `null`. */
  requestedPage: number | null;
}

/** Endpoints of the news list (docs/api.md). */
export const NEWS_LIST_ENDPOINTS = {
  list: '/web/news/list',
  categories: '/web/news/categories',
} as const;

/** Message of the error page when the list cannot be loaded. */
export const NEWS_LIST_FAILED = '内容加载失败，请稍后重试';

function emptyPage(): Paged<NewsSummary> {
  return { list: [], total: 0, page: 1, pageSize: NEWS_PAGE_SIZE };
}

/**
 * Builds the loader of `/news` (SPEC §2).
 * @param get the GET function (`apiGet`); calls are `silent` (the page shows its own states)
 * @returns a loader reading `?page=&category=` from the request URL (invalid page → 1) and
 *   resolving to `NewsListData`: the categories (`GET /web/news/categories`, `[]` on failure) and
 *   the page (`GET /web/news/list?page&pageSize=6&category`). A page beyond the last is replaced
 *   by page 1 (`requestedPage` set); a category the API does not know gives an empty page.
 * @throws `data('内容加载失败，请稍后重试', { status: 500 })` when the list request fails
 */
export function createNewsListLoader(get: ApiFetch = apiGet) {
  return async function newsListLoader({
    request,
  }: Pick<LoaderFunctionArgs, 'request'>): Promise<NewsListData> {
    const { page, category } = parseNewsQuery(new URL(request.url).searchParams);
    const fetchPage = (pageNumber: number) =>
      get<Paged<NewsSummary>>(NEWS_LIST_ENDPOINTS.list, {
        silent: true,
        params: { page: pageNumber, pageSize: NEWS_PAGE_SIZE, ...(category ? { category } : {}) },
      });
    const categoriesRequest = get<string[]>(NEWS_LIST_ENDPOINTS.categories, { silent: true }).catch(
      (): string[] => [],
    );
    const tooLong = category !== null && category.length > MAX_CATEGORY_LENGTH;
    try {
      const [categories, first] = await Promise.all([
        categoriesRequest,
        tooLong ? emptyPage() : fetchPage(page),
      ]);
      const lastPage = Math.max(1, Math.ceil(first.total / NEWS_PAGE_SIZE));
      if (first.total > 0 && page > lastPage) {
        return { categories, category, news: await fetchPage(1), requestedPage: page };
      }
      return { categories, category, news: first, requestedPage: null };
    } catch {
      throw data(NEWS_LIST_FAILED, { status: 500 });
    }
  };
}

/** The loader of `/news`, bound to the shared API client. */
export const newsListLoader = createNewsListLoader();

import {
  apiGet,
  type SupportArticle,
  type SupportArticlePage,
  type SupportCategory,
  type SupportCategoryKey,
} from '@xingheng/shared';

/** What `fetchSupportArticles` asks for: a category, a search text and a page. */
export interface SupportListParams {
  category?: SupportCategoryKey | null;
  /** Search within support (titles, summaries and text), 1–50 characters. */
  q?: string | null;
  page: number;
  pageSize: number;
}

/**
 * The support categories with their descriptions and article counts
 * (`GET /api/web/support/categories`). Silent: the page falls back to the category names.
 * @returns `SupportCategory[]` in display order
 * @throws ApiFailure
 */
export function fetchSupportCategories(): Promise<SupportCategory[]> {
  return apiGet<SupportCategory[]>('/web/support/categories', { silent: true });
}

/**
 * One page of support articles (`GET /api/web/support/list?category=&q=&page=&pageSize=`), of one
 * category or all, optionally matching a search text. Silent: the page shows its own error state.
 * @param params category (omitted or null: all), `q` (omitted or null: no search), page, page size
 * @returns `SupportArticlePage` (`list`, `total`, `page`, `pageSize`)
 * @throws ApiFailure (400 for a `q` beyond 50 characters)
 */
export function fetchSupportArticles({
  category,
  q,
  page,
  pageSize,
}: SupportListParams): Promise<SupportArticlePage> {
  return apiGet<SupportArticlePage>('/web/support/list', {
    silent: true,
    params: { page, pageSize, ...(category ? { category } : {}), ...(q ? { q } : {}) },
  });
}

/**
 * One support article (`GET /api/web/support/details/:id`, SPEC §2 `/support/details/{id}`).
 * Silent: the route's error page tells the visitor what went wrong.
 * @param id integer article id (9 privacy policy, 10 terms of use)
 * @returns the `SupportArticle` (`html` unsanitized; up to 4 `related` of its category)
 * @throws ApiFailure (`isNotFound()` for an unknown id)
 */
export function fetchSupportArticle(id: number): Promise<SupportArticle> {
  return apiGet<SupportArticle>(`/web/support/details/${id}`, { silent: true });
}

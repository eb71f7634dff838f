/**
 * The `/news` list's URL state (SPEC §2 `/news?category=&page=`): `?category=产品发布&page=2`.
 * Page 1 and "all categories" are the defaults and are left out of the URL.
 */
export interface NewsQuery {
  /** 1-based page number. */
  page: number;
  /** A category name, or `null` for all categories (全部). */
  category: string | null;
}

/** Items per page of the news list. */
export const NEWS_PAGE_SIZE = 6;

/** Label of the "all categories" filter option. */
export const ALL_CATEGORIES = '全部';

/** Longest category the API accepts (docs/api.md news list: 400 beyond it). */
export const MAX_CATEGORY_LENGTH = 16;

/** Highest page number taken from the URL; anything larger is invalid. */
const MAX_PAGE = 100_000;

/**
 * Reads the list state from the URL's query string, correcting invalid values.
 * @param params the URL's search params
 * @returns `page`: the `page` parameter when it is a positive integer (at most 100 000), else 1;
 *   `category`: the trimmed `category` parameter, `null` when missing, empty or 全部
 */
export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const rawPage = params.get('page')?.trim() ?? '';
  const number = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 0;
  const page = number >= 1 && number <= MAX_PAGE ? number : 1;
  const rawCategory = params.get('category')?.trim() ?? '';
  const category = rawCategory === '' || rawCategory === ALL_CATEGORIES ? null : rawCategory;
  return { page, category };
}

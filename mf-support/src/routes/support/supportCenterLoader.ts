import type { LoaderFunctionArgs } from '@xingheng/shared/router';
import type { SupportArticlePage, SupportCategory } from '@xingheng/shared';
import { fetchSupportArticles, fetchSupportCategories } from '../../features/articles/api';
import {
  parseSupportQuery,
  SUPPORT_PAGE_SIZE,
  type SupportQuery,
} from '../../features/articles/supportQuery';
import { failureMessage } from '../../lib/failureMessage';

/** What `/support` renders (SPEC §2). */
export interface SupportCenterData {
  /** The URL state, corrected. */
  query: SupportQuery;
  /** The categories with descriptions and counts, or `null` when they could not be loaded. */
  categories: SupportCategory[] | null;
  /** The page of articles, or `null` when it could not be loaded (see `error`). */
  articles: SupportArticlePage | null;
  /** The API's message when the list failed, else `null`. */
  error: string | null;
}

/**
 * The loader of `/support` (SPEC §2): reads `?category=&q=&page=` and fetches the categories
 * (`GET /api/web/support/categories`) and the page of articles (`GET /api/web/support/list`,
 * 10 a page) together. Neither failure throws: the page keeps working with the category names and
 * shows the list's error with 重试.
 * @returns `SupportCenterData`
 */
export async function supportCenterLoader({
  request,
}: Pick<LoaderFunctionArgs, 'request'>): Promise<SupportCenterData> {
  const query = parseSupportQuery(new URL(request.url).searchParams);
  const [categories, list] = await Promise.all([
    fetchSupportCategories().catch((): null => null),
    fetchSupportArticles({ ...query, pageSize: SUPPORT_PAGE_SIZE }).then(
      (articles) => ({ articles, error: null }),
      (error: unknown) => ({ articles: null, error: failureMessage(error) }),
    ),
  ]);
  return { query, categories, ...list };
}

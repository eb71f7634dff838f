import { data, type LoaderFunctionArgs } from 'react-router';
import { apiGet, type NewsDetail } from '@xingheng/shared';
import { isNotFoundFailure, type MarketingFetch } from '../../../features/news/apiFailure';

/** Message the shell's 404 page receives for a missing article. */
export const NEWS_NOT_FOUND = '新闻不存在';

/** Endpoint of one article (docs/api.md `GET /api/web/news/:id`). */
export function newsDetailEndpoint(id: number): string {
  return `/web/news/${id}`;
}

/** The id of the URL when it is a positive integer (at most 9 digits), else `null`. */
function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Builds the loader of `/news/details/:id?` (SPEC §2, issue #3).
 * @param get the GET function (`apiGet`); the call is `silent` (the shell shows the error page)
 * @returns a loader resolving to the `NewsDetail` of `GET /web/news/:id`
 * @throws `data('新闻不存在', { status: 404 })` when the id is missing or not a positive integer
 *   (without calling the API) or the API answers 404 / `40401`;
 *   `data('内容加载失败，请稍后重试', { status: 500 })` for any other failure
 */
export function createNewsDetailLoader(get: MarketingFetch = apiGet) {
  return async function newsDetailLoader({
    params,
  }: Pick<LoaderFunctionArgs, 'params'>): Promise<NewsDetail> {
    const id = parseId(params.id);
    if (id === null) throw data(NEWS_NOT_FOUND, { status: 404 });
    try {
      return await get<NewsDetail>(newsDetailEndpoint(id), { silent: true });
    } catch (error) {
      if (isNotFoundFailure(error)) throw data(NEWS_NOT_FOUND, { status: 404 });
      throw data('内容加载失败，请稍后重试', { status: 500 });
    }
  };
}

/** The loader of `/news/details/:id?`, bound to the shared API client. */
export const newsDetailLoader = createNewsDetailLoader();

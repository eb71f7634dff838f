import { data, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { ApiFailure, apiGet, parsePositiveId, type NewsDetail } from '@xingheng/shared';
import type { ApiFetch } from '#lib/apiFetch';

/** Message the shell's 404 page receives for a missing article. */
export const NEWS_NOT_FOUND = '新闻不存在';

/** Endpoint of one article (docs/api.md `GET /api/web/news/:id`). */
export function newsDetailEndpoint(id: number): string {
  return `/web/news/${id}`;
}

/**
 * Builds the loader of `/news/details/:id?` (SPEC §2).
 * @param get the GET function (`apiGet`); the call is `silent` (the shell shows the error page)
 * @returns a loader resolving to the `NewsDetail` of `GET /web/news/:id`
 * @throws `data('新闻不存在', { status: 404 })` when the id is missing or not a canonical positive
 *   integer (`parsePositiveId`, without calling the API) or the API answers not-found
 *   (`ApiFailure.isNotFound()`);
 *   `data('内容加载失败，请稍后重试', { status: 500 })` for any other failure
 */
export function createNewsDetailLoader(get: ApiFetch = apiGet) {
  return async function newsDetailLoader({
    params,
  }: Pick<LoaderFunctionArgs, 'params'>): Promise<NewsDetail> {
    const id = parsePositiveId(params.id);
    if (id === undefined) throw data(NEWS_NOT_FOUND, { status: 404 });
    try {
      return await get<NewsDetail>(newsDetailEndpoint(id), { silent: true });
    } catch (error) {
      if (ApiFailure.is(error) && error.isNotFound()) throw data(NEWS_NOT_FOUND, { status: 404 });
      throw data('内容加载失败，请稍后重试', { status: 500 });
    }
  };
}

/** The loader of `/news/details/:id?`, bound to the shared API client. */
export const newsDetailLoader = createNewsDetailLoader();

import { data, redirect, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { ApiFailure, parsePositiveId, type NoticeDetail } from '@xingheng/shared';
import { fetchNotice } from '#features/notices/api';
import { paths } from '#paths';

/** The 404 message the shell's not-found page receives. */
export const NOTICE_NOT_FOUND = '公告不存在';

/**
 * The loader of `/notices/details/:id?` (SPEC §2).
 * @returns the `NoticeDetail` of `GET /api/web/notices/:id`
 * @throws a redirect to the list `/notices` when there is no id;
 *   `data('公告不存在', { status: 404 })` for an id that is not a canonical positive integer
 *   (`parsePositiveId`, without calling the API) or that the API does not know, so the shell shows
 *   its 404 page (SPEC §8); `data('公告加载失败，请稍后重试', { status: 500 })` for other failures
 */
export async function noticeDetailsLoader({
  params,
}: Pick<LoaderFunctionArgs, 'params'>): Promise<NoticeDetail> {
  if (params.id === undefined || params.id === '') throw redirect(paths.notices);
  const id = parsePositiveId(params.id);
  if (id === undefined) throw data(NOTICE_NOT_FOUND, { status: 404 });
  try {
    return await fetchNotice(id);
  } catch (error) {
    if (ApiFailure.is(error) && error.isNotFound()) throw data(NOTICE_NOT_FOUND, { status: 404 });
    throw data('公告加载失败，请稍后重试', { status: 500 });
  }
}

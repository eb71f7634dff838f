import type { LoaderFunctionArgs } from '@xingheng/shared/router';
import type { NoticeSummary, Paged } from '@xingheng/shared';
import { fetchNotices } from '../../features/notices/api';
import {
  NOTICE_PAGE_SIZE,
  parseNoticeQuery,
  type NoticeQuery,
} from '../../features/notices/noticeQuery';
import { failureMessage } from '../../lib/failureMessage';

/** What `/notices` renders (SPEC §2). */
export interface NoticesData {
  /** The URL state, corrected. */
  query: NoticeQuery;
  /** The page of notices, or `null` when it could not be loaded (see `error`). */
  notices: Paged<NoticeSummary> | null;
  /** The API's message when the list failed, else `null`. */
  error: string | null;
}

/**
 * The loader of `/notices` (SPEC §2): reads `?type=&page=` and fetches that page, newest first
 * (`GET /api/web/notices/list`, 10 a page). A failure does not throw: the page shows it with 重试.
 * @returns `NoticesData`
 */
export async function noticesLoader({
  request,
}: Pick<LoaderFunctionArgs, 'request'>): Promise<NoticesData> {
  const query = parseNoticeQuery(new URL(request.url).searchParams);
  try {
    const notices = await fetchNotices({ ...query, pageSize: NOTICE_PAGE_SIZE });
    return { query, notices, error: null };
  } catch (error) {
    return { query, notices: null, error: failureMessage(error) };
  }
}

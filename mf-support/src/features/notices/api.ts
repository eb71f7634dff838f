import {
  apiGet,
  type NoticeDetail,
  type NoticeSummary,
  type NoticeType,
  type Paged,
} from '@xingheng/shared';

/** What `fetchNotices` asks for. */
export interface NoticeListParams {
  /** A notice type, or omitted / null for all. */
  type?: NoticeType | null;
  page: number;
  pageSize: number;
}

/**
 * One page of service notices, newest first (`GET /api/web/notices/list?type=&page=&pageSize=`).
 * Silent: the page shows its own error state.
 * @returns `Paged<NoticeSummary>`
 * @throws ApiFailure
 */
export function fetchNotices({
  type,
  page,
  pageSize,
}: NoticeListParams): Promise<Paged<NoticeSummary>> {
  return apiGet<Paged<NoticeSummary>>('/web/notices/list', {
    silent: true,
    params: { page, pageSize, ...(type ? { type } : {}) },
  });
}

/**
 * One notice with its body and its neighbours in time (`GET /api/web/notices/:id`). Silent: the
 * route's error page tells the visitor what went wrong.
 * @param id integer notice id
 * @returns the `NoticeDetail` (`html` unsanitized; `prev` older, `next` newer, or null)
 * @throws ApiFailure (`isNotFound()` for an unknown id)
 */
export function fetchNotice(id: number): Promise<NoticeDetail> {
  return apiGet<NoticeDetail>(`/web/notices/${id}`, { silent: true });
}

import { NOTICE_TYPES, type NoticeType } from '@xingheng/shared';
import { readKey, readPage } from '../../lib/listQuery';

/** The notice list's URL state (SPEC §2 `/notices?type=&page=`). */
export interface NoticeQuery {
  /** A notice type, or `null` for all. */
  type: NoticeType | null;
  /** 1-based page. */
  page: number;
}

/** Notices per page. */
export const NOTICE_PAGE_SIZE = 10;

/**
 * Reads the notice list's state from its URL, correcting invalid values.
 * @param params the URL's search params
 * @returns `type`: a key of `NOTICE_TYPES` or `null`; `page`: a positive integer, else 1
 */
export function parseNoticeQuery(params: URLSearchParams): NoticeQuery {
  return { type: readKey(params, 'type', NOTICE_TYPES), page: readPage(params) };
}

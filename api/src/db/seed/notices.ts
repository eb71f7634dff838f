import type { NoticeTable } from '../types';
import { noticesAutumn } from './noticesAutumn';
import { noticesSummer } from './noticesSummer';

/** The 24 service notices of August to November 2026, of the four `NOTICE_TYPES`. */
export function noticeRows(): NoticeTable[] {
  return [...noticesSummer, ...noticesAutumn];
}

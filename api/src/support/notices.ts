import { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  NOTICE_TYPES,
  type NoticeDetail,
  type NoticeSummary,
  type NoticeType,
  type Paged,
} from '@xingheng/shared';
import type { Database, NoticeTable } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { datedNeighbours } from '../db/neighbours';
import { pageFields, pageOf, pageOffset } from '../http/paging';

/** The notice type keys in filter order. */
export const NOTICE_TYPE_KEYS = Object.keys(NOTICE_TYPES) as NoticeType[];

const TYPE_MSG = '公告类型（type）须为 maintenance、change、release 或 security';
const ID_MSG = '公告编号（id）格式不正确';

/** Query of `/web/notices/list`: `type?` of `NOTICE_TYPES`, `page` ≥ 1, `pageSize` 1–50 (default 10). */
export const noticeListQuery = z.object({
  type: z.enum(NOTICE_TYPE_KEYS, { error: TYPE_MSG }).optional(),
  ...pageFields,
});

/** A parsed notice list query. */
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

/** Path params of `/web/notices/:id`: a positive integer (else 400 `40001` naming `id`). */
export const noticeIdParams = z.object({
  id: z.coerce.number({ error: ID_MSG }).int({ error: ID_MSG }).positive({ error: ID_MSG }),
});

function isNoticeType(value: string): value is NoticeType {
  return value in NOTICE_TYPES;
}

function toSummary(
  row: Pick<NoticeTable, 'id' | 'title' | 'summary' | 'published_at'> & { type: NoticeType },
): NoticeSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    summary: row.summary,
    publishedDate: row.published_at,
  };
}

/**
 * One page of notices, newest first (by `published_at`, then id), optionally of one type.
 * @returns `{ list, total, page, pageSize }`; `list` is empty past the last page
 */
export async function listNotices(
  db: Kysely<Database>,
  query: NoticeListQuery,
): Promise<Paged<NoticeSummary>> {
  let base = db.selectFrom('notices').where('type', 'in', NOTICE_TYPE_KEYS);
  if (query.type) base = base.where('type', '=', query.type);
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await base
    .select(['id', 'title', 'type', 'summary', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset(pageOffset(query))
    .execute();
  const list = rows.flatMap((r) =>
    isNoticeType(r.type) ? [toSummary({ ...r, type: r.type })] : [],
  );
  return pageOf(list, counted?.total, query);
}

/**
 * One notice with its HTML and its neighbours by `published_at`, then id, among all types: `prev`
 * the next older notice, `next` the next newer one, null at either end.
 * @throws ApiError 404 `40401` for an unknown id
 */
export async function getNoticeDetail(db: Kysely<Database>, id: number): Promise<NoticeDetail> {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !isNoticeType(row.type)) {
    throw new ApiError(404, ERROR_CODES.notFoundDoc, '公告不存在或已下线');
  }
  return {
    ...toSummary({ ...row, type: row.type }),
    html: row.html,
    ...(await datedNeighbours(db, 'notices', row, (q) => q.where('type', 'in', NOTICE_TYPE_KEYS))),
  };
}

import type { Kysely } from 'kysely';
import type { NewsDetail, NewsSummary, Paged } from '@xingheng/shared';
import { datedNeighbours } from '../db/neighbours';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { pageOf, pageOffset } from '../http/paging';
import type { NewsQuery } from './schemas';

/**
 * One page of news summaries, newest first (by `publishedAt`, then id), optionally of one
 * category (SPEC §2 `/news`).
 * @returns `Paged<NewsSummary>` `{ list, total, page, pageSize }`; `list` is empty past the last page
 */
export async function listNews(
  db: Kysely<Database>,
  query: NewsQuery,
): Promise<Paged<NewsSummary>> {
  let base = db.selectFrom('news');
  if (query.category) base = base.where('category', '=', query.category);
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await base
    .select(['id', 'title', 'summary', 'category', 'source', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset(pageOffset(query))
    .execute();
  const list = rows.map(({ published_at, ...rest }) => ({ ...rest, publishedAt: published_at }));
  return pageOf(list, counted?.total, query);
}

/**
 * The categories in use by at least one article, sorted (the `/news` category filter).
 * @returns e.g. `['产品发布', '公司新闻', '行业动态']`
 */
export async function listNewsCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('news')
    .select('category')
    .distinct()
    .orderBy('category')
    .execute();
  return rows.map((r) => r.category);
}

/**
 * One article with its body and neighbours by `publishedAt`, then id: `prev` is the next older
 * article, `next` the next newer one, null at either end (SPEC §2 `/news/details/{id}`).
 * @returns `NewsDetail`
 * @throws ApiError 404 `40401` for an unknown id
 */
export async function getNewsDetail(db: Kysely<Database>, id: number): Promise<NewsDetail> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, ERROR_CODES.notFoundDoc, '新闻不存在或已下线');
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    source: row.source,
    publishedAt: row.published_at,
    html: row.html,
    ...(await datedNeighbours(db, 'news', row)),
  };
}

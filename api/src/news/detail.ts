import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { NewsDetail } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';

/** Path params of `/web/news/:id`: a positive integer (else 400 `40001` naming `id`). */
export const newsIdParams = z.object({
  id: z.coerce
    .number({ error: '新闻编号（id）格式不正确' })
    .int({ error: '新闻编号（id）格式不正确' })
    .positive({ error: '新闻编号（id）格式不正确' }),
});

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
 * article, `next` the next newer one, null at either end (`/news/details/{id}`).
 * @throws ApiError 404 `40401` for an unknown id
 */
export async function getNewsDetail(db: Kysely<Database>, id: number): Promise<NewsDetail> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, ERROR_CODES.notFoundDoc, '新闻不存在或已下线');
  const at = row.published_at;
  const prev = await db
    .selectFrom('news')
    .select(['id', 'title'])
    .where((eb) =>
      eb.or([
        eb('published_at', '<', at),
        eb.and([eb('published_at', '=', at), eb('id', '<', id)]),
      ]),
    )
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const next = await db
    .selectFrom('news')
    .select(['id', 'title'])
    .where((eb) =>
      eb.or([
        eb('published_at', '>', at),
        eb.and([eb('published_at', '=', at), eb('id', '>', id)]),
      ]),
    )
    .orderBy('published_at', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    source: row.source,
    publishedAt: at,
    html: row.html,
    prev: prev ?? null,
    next: next ?? null,
  };
}

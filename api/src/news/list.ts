import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { NewsSummary, Paged } from '@xingheng/shared';
import type { Database } from '../db/types';

/** Query of the news list: `page` ≥ 1 (default 1), `pageSize` 1–50 (default 10), `category?`. */
export const newsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  category: z.string().trim().min(1).max(16).optional(),
});

/** A parsed news list query. */
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/**
 * One page of news summaries, newest first (by `publishedAt`, then id), optionally of one category.
 * @returns `{ list, total, page, pageSize }`; `list` is empty past the last page
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
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map(({ published_at, ...rest }) => ({ ...rest, publishedAt: published_at })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

import type { Kysely } from 'kysely';
import type { TermsDoc } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';

/**
 * One terms document by slug (SPEC §2 `/terms/*`).
 * @param slug `collect`, `data`, `integration`, `privacy-child` or `share`
 * @returns `TermsDoc { slug, title, updatedAt, html }` (`html` rich text with tables)
 * @throws ApiError 404 `40401` for any other slug
 */
export async function getTermsDoc(db: Kysely<Database>, slug: string): Promise<TermsDoc> {
  const row = await db
    .selectFrom('terms_docs')
    .select(['slug', 'title', 'updated_at', 'html'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, ERROR_CODES.notFoundDoc, '文档不存在或已下线');
  return { slug: row.slug, title: row.title, updatedAt: row.updated_at, html: row.html };
}

import { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  SUPPORT_CATEGORIES,
  type Paged,
  type SupportArticle,
  type SupportArticleSummary,
  type SupportCategory,
  type SupportCategoryKey,
  type SupportDoc,
} from '@xingheng/shared';
import type { Database, SupportDocTable } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { pageFields, pageOf, pageOffset } from '../http/paging';
import { containsCi, htmlToText } from '../search/text';

/** The category keys in display order (the `/support` tabs). */
export const SUPPORT_CATEGORY_KEYS = Object.keys(SUPPORT_CATEGORIES) as SupportCategoryKey[];

/** One line under each category's name on `/support`. */
export const SUPPORT_CATEGORY_DESCRIPTIONS: Record<SupportCategoryKey, string> = {
  guide: 'Locate-CM、Locate-DM 与 Orion 的入门、定位质量与坐标系说明',
  access: 'NTRIP 接入参数、RTCM 电文与 Android / Linux SDK 集成',
  faq: '连接报错、固定困难、账号与计费等常见问题解答',
  policy: '隐私政策、用户协议等条款',
};

/** Related articles shown under an article. */
const RELATED_MAX = 4;

const CATEGORY_MSG = '文档分类（category）须为 guide、access、faq 或 policy';
const Q_MSG = '搜索关键词（q）最多 50 个字符';

/**
 * Query of `/web/support/list`: `category?` a key of `SUPPORT_CATEGORIES`, `q?` trimmed (at most
 * 50 characters; empty means no search), `page` ≥ 1 (default 1), `pageSize` 1–50 (default 10).
 */
export const supportListQuery = z.object({
  category: z.enum(SUPPORT_CATEGORY_KEYS, { error: CATEGORY_MSG }).optional(),
  q: z
    .string({ error: Q_MSG })
    .trim()
    .max(50, { error: Q_MSG })
    .optional()
    .transform((v) => (v ? v : undefined)),
  ...pageFields,
});

/** A parsed support list query. */
export type SupportListQuery = z.infer<typeof supportListQuery>;

/** What `/web/support/details/:id` answers: the article, and `updatedAt` of the older `SupportDoc`. */
export type SupportArticleAnswer = SupportArticle & Pick<SupportDoc, 'updatedAt'>;

function isCategory(value: string): value is SupportCategoryKey {
  return value in SUPPORT_CATEGORIES;
}

type Row = Pick<
  SupportDocTable,
  'id' | 'title' | 'category' | 'summary' | 'updated_at' | 'sort_order'
>;

function toSummary(row: Row & { category: SupportCategoryKey }): SupportArticleSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    summary: row.summary,
    updatedDate: row.updated_at,
  };
}

/** Display order: category (tab order), then `sort_order`, then id. */
function byPlace(a: Row, b: Row): number {
  const rank = (r: Row) => SUPPORT_CATEGORY_KEYS.indexOf(r.category as SupportCategoryKey);
  return rank(a) - rank(b) || a.sort_order - b.sort_order || a.id - b.id;
}

/** The rows of known categories (of one category when given), in display order. */
async function placedRows(
  db: Kysely<Database>,
  category?: SupportCategoryKey,
): Promise<(SupportDocTable & { category: SupportCategoryKey })[]> {
  let query = db.selectFrom('support_docs').selectAll();
  if (category) query = query.where('category', '=', category);
  const rows = await query.execute();
  return rows
    .filter((row): row is SupportDocTable & { category: SupportCategoryKey } =>
      isCategory(row.category),
    )
    .sort(byPlace);
}

/**
 * The four categories in tab order with their description and how many articles each holds.
 * @returns `SupportCategory[]` (a category without articles has `count` 0)
 */
export async function listSupportCategories(db: Kysely<Database>): Promise<SupportCategory[]> {
  const counts = await db
    .selectFrom('support_docs')
    .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('category')
    .execute();
  return SUPPORT_CATEGORY_KEYS.map((key) => ({
    key,
    name: SUPPORT_CATEGORIES[key],
    description: SUPPORT_CATEGORY_DESCRIPTIONS[key],
    count: Number(counts.find((c) => c.category === key)?.count ?? 0),
  }));
}

/**
 * One page of article summaries, policies included, in display order. With `q`, only the articles
 * whose title, summary or text (the HTML's, tags removed) contains it, ignoring case (a plain
 * substring: works for Chinese), title matches first. The table holds tens of rows, so matching is
 * done here rather than with `LIKE` over HTML (which would match tag names).
 * @returns `{ list, total, page, pageSize }`; `list` is empty past the last page
 */
export async function listSupportArticles(
  db: Kysely<Database>,
  query: SupportListQuery,
): Promise<Paged<SupportArticleSummary>> {
  const rows = await placedRows(db, query.category);
  const { q } = query;
  const matched = q
    ? rows
        .filter(
          (r) =>
            containsCi(r.title, q) || containsCi(r.summary, q) || containsCi(htmlToText(r.html), q),
        )
        .sort((a, b) => Number(!containsCi(a.title, q)) - Number(!containsCi(b.title, q)))
    : rows;
  const start = pageOffset(query);
  return pageOf(matched.slice(start, start + query.pageSize).map(toSummary), matched.length, query);
}

/**
 * One article with its HTML and up to 4 related articles of its category: those placed after it
 * first, then those before it (so the last of a category points back to the first).
 * @throws ApiError 404 `40401` for an unknown id
 */
export async function getSupportArticle(
  db: Kysely<Database>,
  id: number,
): Promise<SupportArticleAnswer> {
  const row = await db
    .selectFrom('support_docs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !isCategory(row.category)) {
    throw new ApiError(404, ERROR_CODES.notFoundDoc, '文档不存在或已下线');
  }
  const siblings = await placedRows(db, row.category);
  const at = siblings.findIndex((s) => s.id === id);
  const related = [...siblings.slice(at + 1), ...siblings.slice(0, Math.max(at, 0))]
    .slice(0, RELATED_MAX)
    .map(toSummary);
  return {
    ...toSummary({ ...row, category: row.category }),
    html: row.html,
    related,
    updatedAt: row.updated_at,
  };
}

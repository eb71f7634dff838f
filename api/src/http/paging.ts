import { z } from 'zod';
import type { Paged } from '@xingheng/shared';

/**
 * The paging fields of a list query (news, notices, support articles): `page` ≥ 1 (default 1),
 * `pageSize` 1–50 (default 10); bad values answer 400 `40001` (SPEC §7 paged lists).
 */
export const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};

/** A parsed page request. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * How many rows a page skips.
 * @returns `(page − 1) × pageSize`
 */
export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}

/**
 * The wire's `Paged<T>` of one page.
 * @param list the page's items (empty past the last page)
 * @param total the number of items of every page (a count column may come back as a string or
 *   bigint on some drivers, hence `Number`)
 * @returns `{ list, total, page, pageSize }`
 */
export function pageOf<T>(list: T[], total: unknown, query: PageQuery): Paged<T> {
  return { list, total: Number(total ?? 0), page: query.page, pageSize: query.pageSize };
}

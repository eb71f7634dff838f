import { SUPPORT_CATEGORIES, type SupportCategoryKey } from '@xingheng/shared';
import { readKey, readPage } from '../../lib/listQuery';

/** The support center's URL state (SPEC §2 `/support?category=&q=&page=`). */
export interface SupportQuery {
  /** A category key, or `null` for all. */
  category: SupportCategoryKey | null;
  /** The search text (trimmed, at most 50 characters), or `null` when not searching. */
  q: string | null;
  /** 1-based page. */
  page: number;
}

/** Articles per page of the support center. */
export const SUPPORT_PAGE_SIZE = 10;

/** Longest search text the API accepts. */
export const MAX_QUERY_LENGTH = 50;

/**
 * Reads the support center's state from its URL, correcting invalid values.
 * @param params the URL's search params
 * @returns `category`: a known key or `null`; `q`: the trimmed text cut to 50 characters, `null`
 *   when empty; `page`: a positive integer, else 1
 */
export function parseSupportQuery(params: URLSearchParams): SupportQuery {
  const q = [...(params.get('q')?.trim() ?? '')].slice(0, MAX_QUERY_LENGTH).join('');
  return {
    category: readKey(params, 'category', SUPPORT_CATEGORIES),
    q: q === '' ? null : q,
    page: readPage(params),
  };
}

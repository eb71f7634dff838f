import { apiGet, type SearchAnswer, type SearchResult } from '@xingheng/shared';

/** How many results the header dropdown asks for. */
export const SEARCH_LIMIT = 8;

/** The longest query the API accepts (docs/api.md: `q` 1–50 characters). */
export const MAX_QUERY_LENGTH = 50;

/** Quiet time after the last keystroke before a query is sent, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Popular searches offered when the box is empty; choosing one fills the box. */
export const POPULAR_SEARCHES: readonly string[] = ['厘米级定位', 'NTRIP', '智能驾驶', 'T-BOX'];

/** The dropdown's group headings, in the order the groups are shown. */
export const KIND_LABELS: Record<SearchResult['kind'], string> = {
  page: '页面',
  news: '新闻',
  service: '服务',
  support: '支持中心',
  doc: '文档',
};

/**
 * A site-search call: resolves with the answer for `q`, rejects on any failure. Injected (through
 * `SiteSearchProvider` or the `search` prop) so tests pass a fake.
 * @param q the trimmed query, 1–50 characters
 * @param signal aborted when a newer query replaces this one
 */
export type SearchFn = (q: string, signal: AbortSignal) => Promise<SearchAnswer>;

/**
 * The real search (docs/api.md "Site search"): `GET /api/web/search?q=&limit=8`, silent (the
 * dropdown shows its own error state instead of a toast), cancelled through `signal`.
 * @returns `SearchAnswer { q, total, results }`
 * @throws ApiFailure (400 `40001` for a bad query, network errors, aborts)
 */
export const searchSite: SearchFn = (q, signal) =>
  apiGet<SearchAnswer>('/web/search', { params: { q, limit: SEARCH_LIMIT }, silent: true, signal });

/**
 * The query as sent: trimmed and cut to `MAX_QUERY_LENGTH` characters.
 * @param raw what the box holds
 * @returns '' when there is nothing to search for
 */
export function normalizeQuery(raw: string): string {
  return raw.trim().slice(0, MAX_QUERY_LENGTH).trim();
}

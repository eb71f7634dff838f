/** Highest page number taken from a URL; anything larger is read as page 1. */
const MAX_PAGE = 100_000;

/**
 * Reads a 1-based page number from a list's URL (`?page=2`), correcting invalid values.
 * @param params the URL's search params
 * @returns the `page` parameter when it is a positive integer up to 100 000, else 1
 */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Reads a lookup key from a list's URL (`?category=faq`, `?type=maintenance`).
 * @param params the URL's search params
 * @param name the parameter
 * @param table the lookup (e.g. `SUPPORT_CATEGORIES`); keys outside it are ignored
 * @returns the key, or `null` when missing or unknown (all)
 */
export function readKey<K extends string>(
  params: URLSearchParams,
  name: string,
  table: Readonly<Record<K, string>>,
): K | null {
  const raw = params.get(name)?.trim() ?? '';
  return Object.prototype.hasOwnProperty.call(table, raw) ? (raw as K) : null;
}

/**
 * The last page of a list.
 * @returns at least 1
 */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

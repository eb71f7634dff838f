import { PRODUCT_TAB_PARAM, type ProductTab } from '../../paths';

/**
 * The tab of `/productSolution` and its `?tab=` query (SPEC §2: 1 or none = services, 2 = GNSS and
 * IMU hardware, 3 = more industry solutions). Pure: the page reads and writes the URL through these;
 * links from other pages use `productTabPath` of `paths.ts`.
 */

/** The tab keys, in display order. */
export const TAB_KEYS = ['1', '2', '3'] as const satisfies readonly ProductTab[];

/** One tab of the product page: `'1'` services, `'2'` hardware, `'3'` solutions. */
export type TabKey = ProductTab;

/** The query parameter that holds the tab. */
const TAB_PARAM = PRODUCT_TAB_PARAM;

/** The tab shown when the URL has no (or an invalid) `tab`. */
export const DEFAULT_TAB: TabKey = '1';

function isTabKey(value: string): value is TabKey {
  return (TAB_KEYS as readonly string[]).includes(value);
}

/**
 * A tab key from free text (e.g. the `tab` query parameter).
 * @returns the key when `value` is `1`, `2` or `3`, else `'1'`
 */
export function toTabKey(value: string): TabKey {
  return isTabKey(value) ? value : DEFAULT_TAB;
}

/**
 * The selected tab from a URL query.
 * @param search the location's query, e.g. `new URLSearchParams('?tab=2')`
 * @returns `'2'` or `'3'` when `tab` is exactly that, otherwise `'1'` (missing, `1`, or invalid
 *   values such as `9`, `abc`, `2.0`)
 */
export function tabFromSearch(search: URLSearchParams): TabKey {
  return toTabKey(search.get(TAB_PARAM)?.trim() ?? '');
}

/**
 * The query that selects a tab, keeping every other parameter of `current`.
 * @param tab the tab to select
 * @param current the location's query now (not modified)
 * @returns a new query: `tab` removed for the default tab `'1'`, else set to `tab`
 */
export function searchForTab(tab: TabKey, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}

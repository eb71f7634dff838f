import type { MenuItem } from '@xingheng/shared';

/**
 * Pure rules of the header menu (SPEC §2 "Default layout").
 *
 * Matching ("the item's url is contained in the current path"):
 * - the query string and hash of an item url are ignored (`/productSolution?tab=2` → `/productSolution`);
 * - an item with url `/` matches only the path `/`, otherwise home would be active on every page;
 * - any other url matches when the path equals it or continues it at a segment boundary
 *   (`/news` matches `/news/details/3`, not `/newsletter`);
 * - empty and external (`http…`) urls never match.
 */

/** The path part of an item url: no query, no hash, no trailing slash (except the root). */
function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * True when a menu item url is contained in the current path (rules above).
 * @param url the item url (`/news`, `/productSolution?tab=2`, `/`)
 * @param pathname the current location path (`/news/details/3`)
 */
export function urlMatchesPath(url: string, pathname: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const itemPath = pathOf(url);
  const current = pathOf(pathname);
  if (itemPath === '/') return current === '/';
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

/** True when the item or one of its descendants matches the path. */
function subtreeMatches(item: MenuItem, pathname: string): boolean {
  return (
    urlMatchesPath(item.url, pathname) ||
    (item.children ?? []).some((child) => subtreeMatches(child, pathname))
  );
}

/** The chain of items from the top level down to the deepest match, following the first match. */
function matchChain(menu: MenuItem[], pathname: string): MenuItem[] {
  const top = menu.find((item) => subtreeMatches(item, pathname));
  if (!top) return [];
  const deeper = matchChain(top.children ?? [], pathname);
  return [top, ...deeper];
}

/** The top-level item that stands for the home page (url `/`), if the menu has one. */
function homeItem(menu: MenuItem[]): MenuItem | undefined {
  return menu.find((item) => pathOf(item.url) === '/');
}

/**
 * The active top-level menu item (SPEC §2): depth-first over all levels in order, the first item
 * whose url is contained in the path; the top-level item holding it is returned so the top bar
 * highlights it. When nothing matches, the home item (url `/`) is active, if there is one.
 * @param menu the menu tree from `GET /api/web/index/getWebsiteMenu`
 * @param pathname the current location path
 * @returns the top-level item to highlight, or undefined (no match and no home item)
 */
export function activeMenuItem(menu: MenuItem[], pathname: string): MenuItem | undefined {
  return matchChain(menu, pathname)[0] ?? homeItem(menu);
}

/**
 * The ids (as strings, the antd Menu keys) along the path to the active item: the top-level item
 * first, then the nested items down to the deepest one whose url is contained in the path. When
 * nothing matches: the home item's id, or an empty list.
 * @param menu the menu tree
 * @param pathname the current location path
 */
export function activeMenuKeys(menu: MenuItem[], pathname: string): string[] {
  const chain = matchChain(menu, pathname);
  if (chain.length > 0) return chain.map((item) => String(item.id));
  const home = homeItem(menu);
  return home ? [String(home.id)] : [];
}

/** How a menu tag is shown (SPEC §2, §9): HOT red badge, NEW blue badge, other text plain. */
export interface TagBadge {
  kind: 'hot' | 'new' | 'text' | 'none';
  text: string;
}

/**
 * Classifies a menu item tag (SPEC §2): `HOT` → red badge, `NEW` → blue badge (case and
 * surrounding spaces ignored), any other text → plain text, null or blank → nothing.
 * @param tag the item's `tag` field
 * @returns the badge kind and the text to show
 */
export function tagBadge(tag: string | null): TagBadge {
  const text = (tag ?? '').trim();
  if (!text) return { kind: 'none', text: '' };
  const upper = text.toUpperCase();
  if (upper === 'HOT') return { kind: 'hot', text: 'HOT' };
  if (upper === 'NEW') return { kind: 'new', text: 'NEW' };
  return { kind: 'text', text };
}

import type { MenuItem } from '@xingheng/shared';

/**
 * The id of the "更多" entry the desktop menubar adds when its items do not fit. Menu ids from the
 * API are positive (SPEC §3 `/api/web/menu`), so it never collides with one.
 */
export const MORE_ITEM_ID = -1;

/** The name of that entry. */
export const MORE_ITEM_NAME = '更多';

/**
 * How many top-level items fit on the bar, the rest going into "更多".
 * @param widths each top-level item's width on the bar, in CSS px, in menu order
 * @param moreWidth the "更多" entry's width, in CSS px
 * @param available the bar's width, in CSS px
 * @returns `widths.length` when every item fits without "更多"; otherwise the longest prefix that
 *   fits beside "更多" (0 when not even the first one does)
 */
export function fittingCount(widths: readonly number[], moreWidth: number, available: number) {
  // Sub-pixel widths are summed as laid out; half a pixel of slack keeps rounding from folding an
  // item that fits exactly.
  const room = available + 0.5;
  if (widths.reduce((sum, width) => sum + width, 0) <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + (widths[count] ?? 0) <= room) {
    used += widths[count] ?? 0;
    count += 1;
  }
  return count;
}

/**
 * The menu cut to `maxDepth` levels (SPEC §2: three at most), so that moving items one level down
 * into "更多" shows the same levels as before.
 * @param menu the menu tree
 * @param maxDepth the number of levels to keep, 1 or more
 * @returns a copy without `children` below that level
 */
export function menuWithinDepth(menu: readonly MenuItem[], maxDepth: number): MenuItem[] {
  return menu.map(({ children, ...item }) =>
    maxDepth > 1 && children?.length
      ? { ...item, children: menuWithinDepth(children, maxDepth - 1) }
      : item,
  );
}

/**
 * The bar as shown: the first `visible` top-level items, then, when any are left, one "更多"
 * entry (a title without url) whose submenu holds them with their own submenus.
 * @param menu the menu tree (already within its depth)
 * @param visible how many top-level items stay on the bar (`fittingCount`)
 * @returns the menu to render; `menu` itself when everything fits
 */
export function foldMenu(menu: MenuItem[], visible: number): MenuItem[] {
  if (visible >= menu.length) return menu;
  return [
    ...menu.slice(0, visible),
    { id: MORE_ITEM_ID, name: MORE_ITEM_NAME, url: '', tag: null, children: menu.slice(visible) },
  ];
}

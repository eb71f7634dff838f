import type { MenuItem } from '@xingheng/shared';

/** The menu shows at most three levels (SPEC §2): `DesktopNav` cuts it with `menuWithinDepth`. */
export const MAX_MENU_DEPTH = 3;

/**
 * A position in the menu tree: the index at each level, top level first (`[1, 0]` is the first
 * child of the second top-level item).
 */
export type MenuPath = readonly number[];

/**
 * The children an item shows: all it has (the tree as rendered is already cut to its depth).
 * @param item the menu item
 */
export function shownChildren(item: MenuItem): MenuItem[] {
  return item.children ?? [];
}

/**
 * The items of the level that holds `path`'s last index (the top level for a one-index path).
 * @param menu the menu tree
 * @param path a path into it
 * @returns the siblings, `[]` when the path leads nowhere
 */
export function siblingsAt(menu: MenuItem[], path: MenuPath): MenuItem[] {
  let level = menu;
  for (const index of path.slice(0, -1)) {
    const parent = level[index];
    if (!parent) return [];
    level = shownChildren(parent);
  }
  return level;
}

/**
 * The item at `path`.
 * @param menu the menu tree
 * @param path a path into it
 */
export function itemAt(menu: MenuItem[], path: MenuPath): MenuItem | undefined {
  return siblingsAt(menu, path)[path[path.length - 1] ?? -1];
}

/**
 * True when the item at `path` opens a submenu.
 * @param menu the menu tree
 * @param path a path into it
 */
export function hasSubmenu(menu: MenuItem[], path: MenuPath): boolean {
  const item = itemAt(menu, path);
  return item !== undefined && shownChildren(item).length > 0;
}

/**
 * The path of the sibling `step` places away, wrapping at both ends (arrow keys).
 * @param menu the menu tree
 * @param path the current path
 * @param step +1 next, -1 previous; `'first'` or `'last'` (Home / End)
 */
export function siblingPath(
  menu: MenuItem[],
  path: MenuPath,
  step: 1 | -1 | 'first' | 'last',
): MenuPath {
  const count = siblingsAt(menu, path).length;
  const index = path[path.length - 1] ?? 0;
  let next: number;
  if (step === 'first') next = 0;
  else if (step === 'last') next = count - 1;
  else next = (index + step + count) % count;
  return [...path.slice(0, -1), next];
}

/** The key of a path for refs and ids (`1-0`). */
export function pathKey(path: MenuPath): string {
  return path.join('-');
}

/**
 * True when `prefix` is `path` or one of its ancestors (an open submenu chain holds the item).
 * @param prefix the shorter path
 * @param path the longer one
 */
export function startsWith(path: MenuPath, prefix: MenuPath): boolean {
  return prefix.length <= path.length && prefix.every((index, i) => path[i] === index);
}

import type { MenuProps } from 'antd';
import type { MenuItem } from '@xingheng/shared';
import { MenuLabel } from './MenuLabel';

/** One antd Menu item description. */
export type AntdMenuItem = NonNullable<MenuProps['items']>[number];

/** The menu shows at most three levels (SPEC §2). */
const MAX_DEPTH = 3;

/**
 * Turns the server menu into antd Menu items, keyed by id (as a string), at most three levels.
 * @param menu the menu tree
 * @param options.linkSubmenuTitles true (desktop, hover opens submenus): a submenu title with a url
 *   is a link too; false (drawer, a tap opens the submenu): the title is text only
 * @returns antd `items`
 */
export function toMenuItems(
  menu: MenuItem[],
  options: { linkSubmenuTitles: boolean },
  depth = 1,
): AntdMenuItem[] {
  return menu.map((item) => {
    const children = depth < MAX_DEPTH ? (item.children ?? []) : [];
    if (children.length === 0) {
      return { key: String(item.id), label: <MenuLabel item={item} /> };
    }
    return {
      key: String(item.id),
      label: <MenuLabel item={item} asLink={options.linkSubmenuTitles} />,
      children: toMenuItems(children, options, depth + 1),
    };
  });
}

import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Drawer, Menu } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { LAYOUT, type MenuItem } from '@xingheng/shared';
import { activeMenuKeys } from '../menu/menuRules';
import { toMenuItems } from '../menu/toMenuItems';
import { SiteSearch } from './search/SiteSearch';

/**
 * Keeps only one top-level submenu open (SPEC §2): when a top-level key is newly opened it replaces
 * every other open key; opening a nested submenu keeps its parent open.
 * @param next the keys antd proposes
 * @param current the keys open now
 * @param topKeys the keys of the top-level items
 */
export function nextOpenKeys(next: string[], current: string[], topKeys: string[]): string[] {
  const opened = next.find((key) => !current.includes(key));
  if (opened !== undefined && topKeys.includes(opened)) return [opened];
  return next;
}

/**
 * The mobile menu (SPEC §2, widths up to 768px; hidden on desktop by CSS): a hamburger button
 * (aria-label 打开菜单) opening a right-hand drawer 54px from the top (`LAYOUT.drawerOffset`) with
 * the site search (full width) and the menu inline. The drawer closes on navigation (it is open only for the location it was opened
 * at) and keeps one top-level submenu open at a time.
 * @param menu the menu tree
 */
export function MobileDrawer({ menu }: { menu: MenuItem[] }) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const open = openedAt === location.key;
  const items = useMemo(() => toMenuItems(menu, { linkSubmenuTitles: false }), [menu]);
  const topKeys = useMemo(() => menu.map((item) => String(item.id)), [menu]);

  return (
    <>
      <button
        type="button"
        className="shell-drawer-toggle"
        aria-label={open ? '关闭菜单' : '打开菜单'}
        aria-expanded={open}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <MenuOutlined aria-hidden="true" />
      </button>
      <Drawer
        open={open}
        onClose={() => setOpenedAt(null)}
        placement="right"
        size={280}
        title="网站导航"
        rootClassName="shell-drawer"
        rootStyle={{ top: LAYOUT.drawerOffset }}
        styles={{ body: { padding: 0 } }}
      >
        <div className="shell-drawer-search">
          <SiteSearch variant="drawer" />
        </div>
        <nav aria-label="移动端主导航">
          <Menu
            mode="inline"
            items={items}
            openKeys={openKeys}
            onOpenChange={(keys) => setOpenKeys(nextOpenKeys(keys, openKeys, topKeys))}
            selectedKeys={activeMenuKeys(menu, location.pathname)}
          />
        </nav>
      </Drawer>
    </>
  );
}

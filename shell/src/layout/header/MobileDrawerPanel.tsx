import { useMemo, useState } from 'react';
import { useLocation } from '@xingheng/shared/router';
import { Drawer, Menu } from 'antd';
import { AppProviders } from '@xingheng/shared/ui';
import { LAYOUT, type MenuItem } from '@xingheng/shared';
import { activeMenuKeys } from '../menu/menuRules';
import { nextOpenKeys } from '../menu/openKeys';
import { toMenuItems } from '../menu/toMenuItems';
import { SiteSearch } from './search/SiteSearch';

/** Props of `MobileDrawerPanel`. */
export interface MobileDrawerPanelProps {
  /** The menu tree. */
  menu: MenuItem[];
  /** Whether the drawer is shown. */
  open: boolean;
  /** Asks to close it (mask, close button, Escape). */
  onClose: () => void;
  /** Called once the drawer has finished closing (focus goes back to the toggle). */
  afterClose: () => void;
}

/**
 * The antd part of the mobile menu, loaded on the first tap of the drawer button (`MobileDrawer`):
 * a right-hand antd Drawer 54px from the top (`LAYOUT.drawerOffset`) with the site search (full
 * width) and the menu inline, one top-level submenu open at a time (`nextOpenKeys`), the current
 * page's items selected. The drawer traps focus while open and closes on Escape. Wrapped in the
 * app's antd providers, as the shell's first paint has none.
 */
export function MobileDrawerPanel({ menu, open, onClose, afterClose }: MobileDrawerPanelProps) {
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const items = useMemo(() => toMenuItems(menu, { linkSubmenuTitles: false }), [menu]);
  const topKeys = useMemo(() => menu.map((item) => String(item.id)), [menu]);

  return (
    <AppProviders>
      <Drawer
        open={open}
        onClose={onClose}
        afterOpenChange={(visible) => {
          if (!visible) afterClose();
        }}
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
            selectedKeys={activeMenuKeys(menu, pathname)}
          />
        </nav>
      </Drawer>
    </AppProviders>
  );
}

import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Menu } from 'antd';
import type { MenuItem } from '@xingheng/shared';
import { activeMenuItem } from '../menu/menuRules';
import { toMenuItems } from '../menu/toMenuItems';
import { AccountArea } from './AccountArea';
import { BrandLink } from './BrandLink';
import { MobileDrawer } from './MobileDrawer';
import { SiteSearch } from './search/SiteSearch';
import './header.css';

/**
 * The site header on every page (SPEC §2 "Default layout", §4): home link with the brand, the
 * server menu (three levels, horizontal, the active top-level item highlighted per `menuRules`),
 * the site search box (`SiteSearch`), the console link and the account area. 64px high, 54px at
 * ≤768px, where the horizontal menu and the search box give way to the drawer button (CSS media
 * query, so the markup is the same on the server and in the browser).
 * @param menu the menu tree from the root loader (`[]` renders no menu)
 */
export function SiteHeader({ menu }: { menu: MenuItem[] }) {
  const { pathname } = useLocation();
  const items = useMemo(() => toMenuItems(menu, { linkSubmenuTitles: true }), [menu]);
  const active = activeMenuItem(menu, pathname);

  return (
    <header className="shell-header">
      <div className="shell-header-inner">
        <BrandLink />
        <nav className="shell-header-nav" aria-label="主导航">
          <Menu
            mode="horizontal"
            items={items}
            selectedKeys={active ? [String(active.id)] : []}
            className="shell-header-menu"
          />
        </nav>
        <div className="shell-header-search">
          <SiteSearch variant="header" />
        </div>
        <AccountArea />
        <div className="shell-header-drawer">
          <MobileDrawer menu={menu} />
        </div>
      </div>
    </header>
  );
}

import type { MenuItem } from '@xingheng/shared';
import { AccountArea } from './AccountArea';
import { BrandLink } from './BrandLink';
import { MobileDrawer } from './MobileDrawer';
import { DesktopNav } from './nav/DesktopNav';
import { SiteSearch } from './search/SiteSearch';
import './header.css';

/**
 * The site header on every page (SPEC §2 "Default layout", §4): home link with the brand, the
 * server menu (`DesktopNav`: three levels, the active top-level item highlighted per
 * `menuRules`), the site search box (`SiteSearch`), the console link and the account area. 64px
 * high, 54px at ≤768px, where the menu and the search box give way to the drawer button (CSS media
 * query, so the markup is the same on the server and in the browser).
 *
 * First paint is plain markup and the shell's CSS; antd is loaded only when the drawer or the user
 * menu is first used, which keeps it out of the first visit's JavaScript (docs/performance.md).
 * @param menu the menu tree from the root loader (`[]` renders no menu)
 */
export function SiteHeader({ menu }: { menu: MenuItem[] }) {
  return (
    <header className="shell-header">
      <div className="shell-header-inner shell-content-column">
        <BrandLink />
        <DesktopNav menu={menu} />
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

import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from '@xingheng/shared/router';
import type { MenuItem } from '@xingheng/shared';
import { MenuIcon } from '../icons/icons';

/** The drawer's code (antd Drawer and Menu), fetched on first use only. */
const loadPanel = () => import('./MobileDrawerPanel');
const MobileDrawerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileDrawerPanel })),
);

/**
 * The mobile menu (SPEC §2, widths up to 768px; hidden on desktop by CSS): a plain hamburger
 * button (aria-label 打开菜单 / 关闭菜单, `aria-expanded`) that opens the right-hand drawer
 * `MobileDrawerPanel` with the site search and the menu. The drawer's code (antd) is fetched when
 * the button is first pointed at, focused or pressed, and rendered from its first opening on, so
 * the first paint and the server's markup are the button alone. The drawer closes on navigation
 * (it is open only for the location it was opened at), on Escape and on the mask; focus then goes
 * back to the button.
 * @param menu the menu tree
 */
export function MobileDrawer({ menu }: { menu: MenuItem[] }) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const open = openedAt === location.key;
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="shell-drawer-toggle"
        aria-label={open ? '关闭菜单' : '打开菜单'}
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpenedAt(open ? null : location.key);
        }}
      >
        <MenuIcon />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawerPanel
            menu={menu}
            open={open}
            onClose={() => setOpenedAt(null)}
            afterClose={() => {
              const focused = document.activeElement;
              if (!focused || focused === document.body) toggle.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

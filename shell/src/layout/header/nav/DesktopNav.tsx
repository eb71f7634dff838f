import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation } from '@xingheng/shared/router';
import type { MenuItem } from '@xingheng/shared';
import { activeMenuItem } from '../../menu/menuRules';
import { MenuTag } from '../../menu/MenuTag';
import {
  MAX_MENU_DEPTH,
  hasSubmenu,
  itemAt,
  pathKey,
  siblingPath,
  siblingsAt,
  startsWith,
  type MenuPath,
} from './menuPaths';
import { NavEntry, type NavEntryContext } from './NavEntry';
import { fittingCount, foldMenu, menuWithinDepth, MORE_ITEM_NAME } from './overflowMenu';
import './nav.css';

/** How long the pointer may be off the menu before its submenus close, in ms (antd's 0.1 s). */
const CLOSE_DELAY_MS = 150;

/** Open submenus, valid only at the location they were opened at (a navigation closes them). */
interface OpenState {
  at: string;
  path: MenuPath;
}

/**
 * The desktop navigation (SPEC §2, widths above 768px; hidden on mobile by CSS): the server menu
 * as a WAI-ARIA navigation menubar in plain markup, three levels at most, the active top-level
 * item highlighted (`activeMenuItem`, `aria-current`) and tagged items badged (`MenuTag`).
 *
 * - Pointer: a submenu opens while the pointer is over its entry, and closes 150 ms after the
 *   pointer leaves the menu; a title without url also opens on click.
 * - Keyboard: one entry is in the tab order (the active one at first); ←/→ move along the bar
 *   (and keep a submenu open), ↓/↑/Space open an entry's submenu on its first/last item, ↓/↑
 *   move inside a submenu, → opens a nested one, ← closes it, Home/End jump, Escape closes the
 *   innermost submenu and returns focus to its entry, Tab leaves and closes everything. Enter
 *   follows a link.
 * - A navigation or focus leaving the menu closes every submenu.
 * - Width: the top-level items that do not fit on the bar (narrow desktops, 769–1100px) move, from
 *   the last one, into a "更多" entry at its end, whose submenu holds them with their own
 *   submenus; it is highlighted when the current page is among them. The bar measures a hidden
 *   copy of the top-level entries (`fittingCount`) in a layout effect and again whenever the bar
 *   or that copy changes size (a font loading), so the fold is in place before the first paint
 *   after hydration.
 *
 * Markup depends only on the menu and the path, so the server's and the browser's first render
 * are the same (every item on the bar, no "更多").
 * @param menu the menu tree from the root loader (`[]` renders an empty bar)
 */
export function DesktopNav({ menu }: { menu: MenuItem[] }) {
  const location = useLocation();
  const fullMenu = useMemo(() => menuWithinDepth(menu, MAX_MENU_DEPTH), [menu]);
  // How many top-level items stay on the bar; null until measured (the server shows them all).
  const [fitting, setFitting] = useState<number | null>(null);
  const visibleCount = Math.min(fitting ?? fullMenu.length, fullMenu.length);
  const shown = useMemo(() => foldMenu(fullMenu, visibleCount), [fullMenu, visibleCount]);
  const activeItem = activeMenuItem(menu, location.pathname);
  const menuIndex = activeItem ? menu.indexOf(activeItem) : -1;
  const activeIndex = menuIndex < visibleCount ? menuIndex : visibleCount;
  const [open, setOpenState] = useState<OpenState>({ at: '', path: [] });
  const [roveState, setRove] = useState(Math.max(activeIndex, 0));
  const rove = Math.min(roveState, shown.length - 1);
  const openPath = open.at === location.key ? open.path : [];
  const elements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const barRef = useRef<HTMLUListElement>(null);
  const probeRef = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const probe = probeRef.current;
    if (!bar || !probe) return undefined;
    const fit = () => {
      // Hidden (below 769px the drawer replaces the bar): keep the fold as it is.
      if (bar.clientWidth === 0) return;
      const widths = [...probe.children].map((entry) => entry.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setFitting(fittingCount(widths, moreWidth, bar.clientWidth));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    observer.observe(probe);
    return () => observer.disconnect();
  }, [fullMenu]);

  const setOpen = (path: MenuPath) => setOpenState({ at: location.key, path });
  const cancelClose = () => clearTimeout(closeTimer.current);
  const focusPath = (path: MenuPath) => {
    const key = pathKey(path);
    const element = elements.current.get(key);
    if (element) element.focus();
    else pendingFocus.current = key;
  };

  // A submenu's items exist only once it has rendered open: focus them after that render.
  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    pendingFocus.current = null;
    elements.current.get(key)?.focus();
  });
  useEffect(() => cancelClose, []);

  /** Focuses a top-level entry, opening its submenu when `keepOpen` and it has one. */
  const moveOnBar = (path: MenuPath, keepOpen: boolean) => {
    setOpen(keepOpen && hasSubmenu(shown, path) ? path : []);
    focusPath(path);
  };
  const openInto = (path: MenuPath, which: 'first' | 'last') => {
    setOpen(path);
    focusPath([
      ...path,
      which === 'first' ? 0 : Math.max(siblingsAt(shown, [...path, 0]).length - 1, 0),
    ]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, path: MenuPath) => {
    const depth = path.length;
    const top: MenuPath = path.slice(0, 1);
    const sub = hasSubmenu(shown, path);
    const anyOpen = openPath.length > 0;
    let handled = true;
    switch (event.key) {
      case 'ArrowRight':
        if (depth === 1) moveOnBar(siblingPath(shown, path, 1), anyOpen);
        else if (sub) openInto(path, 'first');
        else moveOnBar(siblingPath(shown, top, 1), true);
        break;
      case 'ArrowLeft':
        if (depth === 1) moveOnBar(siblingPath(shown, path, -1), anyOpen);
        else if (depth === 2) moveOnBar(siblingPath(shown, top, -1), true);
        else {
          setOpen(path.slice(0, -2));
          focusPath(path.slice(0, -1));
        }
        break;
      case 'ArrowDown':
        if (depth === 1 && sub) openInto(path, 'first');
        else if (depth > 1) focusPath(siblingPath(shown, path, 1));
        else handled = false;
        break;
      case 'ArrowUp':
        if (depth === 1 && sub) openInto(path, 'last');
        else if (depth > 1) focusPath(siblingPath(shown, path, -1));
        else handled = false;
        break;
      case 'Home':
      case 'End':
        focusPath(siblingPath(shown, path, event.key === 'Home' ? 'first' : 'last'));
        break;
      case 'Escape':
        if (depth === 1) handled = anyOpen;
        else focusPath(path.slice(0, -1));
        setOpen(path.slice(0, -2));
        break;
      case ' ':
      case 'Enter':
        // Enter on a link follows it (the browser's default); Space, or Enter on a title without
        // url, opens the submenu.
        if (sub && (event.key === ' ' || itemAt(shown, path)?.url === '')) openInto(path, 'first');
        else handled = event.key === ' ' && itemAt(shown, path)?.url === '';
        break;
      case 'Tab':
        setOpen([]);
        handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const ctx: NavEntryContext = {
    openPath,
    rove,
    activeIndex,
    register: (key, element) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    onKeyDown,
    onPointerEnter: (path) => {
      cancelClose();
      setOpen(hasSubmenu(shown, path) ? path : path.slice(0, -1));
    },
    onClick: (event: MouseEvent<HTMLElement>, path) => {
      if (itemAt(shown, path)?.url !== '') return;
      event.preventDefault();
      setOpen(startsWith(openPath, path) ? path.slice(0, -1) : path);
    },
    onFocusTop: setRove,
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setOpen([]);
  };

  return (
    <nav className="shell-header-nav" aria-label="主导航" onBlur={onBlur}>
      <ul
        ref={barRef}
        role="menubar"
        aria-label="主导航"
        className="shell-nav"
        onPointerLeave={() => {
          cancelClose();
          closeTimer.current = setTimeout(() => setOpen([]), CLOSE_DELAY_MS);
        }}
      >
        {shown.map((item, index) => (
          <NavEntry key={item.id} item={item} path={[index]} ctx={ctx} />
        ))}
      </ul>
      {/* What each top-level entry and "更多" would take on the bar: measured, never seen; its
          text is drawn by CSS from data-label, so it is not text of the page. */}
      <ul ref={probeRef} className="shell-nav shell-nav-probe" aria-hidden="true">
        {[...fullMenu, { id: 0, name: MORE_ITEM_NAME, tag: null }].map((item) => (
          <li key={item.id} className="shell-nav-item shell-nav-item--level1">
            <span className="shell-nav-entry">
              <span className="shell-nav-name" data-label={item.name} />
              <MenuTag tag={item.tag} asLabel />
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

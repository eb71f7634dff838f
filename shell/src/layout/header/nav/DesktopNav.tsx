import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation } from '@xingheng/shared/router';
import type { MenuItem } from '@xingheng/shared';
import { activeMenuItem } from '../../menu/menuRules';
import {
  hasSubmenu,
  itemAt,
  pathKey,
  siblingPath,
  siblingsAt,
  startsWith,
  type MenuPath,
} from './menuPaths';
import { NavEntry, type NavEntryContext } from './NavEntry';
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
 *
 * Markup depends only on the menu and the path, so the server's and the browser's first render
 * are the same.
 * @param menu the menu tree from the root loader (`[]` renders an empty bar)
 */
export function DesktopNav({ menu }: { menu: MenuItem[] }) {
  const location = useLocation();
  const activeItem = activeMenuItem(menu, location.pathname);
  const activeIndex = activeItem ? menu.indexOf(activeItem) : -1;
  const [open, setOpenState] = useState<OpenState>({ at: '', path: [] });
  const [rove, setRove] = useState(Math.max(activeIndex, 0));
  const openPath = open.at === location.key ? open.path : [];
  const elements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
    setOpen(keepOpen && hasSubmenu(menu, path) ? path : []);
    focusPath(path);
  };
  const openInto = (path: MenuPath, which: 'first' | 'last') => {
    setOpen(path);
    focusPath([
      ...path,
      which === 'first' ? 0 : Math.max(siblingsAt(menu, [...path, 0]).length - 1, 0),
    ]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, path: MenuPath) => {
    const depth = path.length;
    const top: MenuPath = path.slice(0, 1);
    const sub = hasSubmenu(menu, path);
    const anyOpen = openPath.length > 0;
    let handled = true;
    switch (event.key) {
      case 'ArrowRight':
        if (depth === 1) moveOnBar(siblingPath(menu, path, 1), anyOpen);
        else if (sub) openInto(path, 'first');
        else moveOnBar(siblingPath(menu, top, 1), true);
        break;
      case 'ArrowLeft':
        if (depth === 1) moveOnBar(siblingPath(menu, path, -1), anyOpen);
        else if (depth === 2) moveOnBar(siblingPath(menu, top, -1), true);
        else {
          setOpen(path.slice(0, -2));
          focusPath(path.slice(0, -1));
        }
        break;
      case 'ArrowDown':
        if (depth === 1 && sub) openInto(path, 'first');
        else if (depth > 1) focusPath(siblingPath(menu, path, 1));
        else handled = false;
        break;
      case 'ArrowUp':
        if (depth === 1 && sub) openInto(path, 'last');
        else if (depth > 1) focusPath(siblingPath(menu, path, -1));
        else handled = false;
        break;
      case 'Home':
      case 'End':
        focusPath(siblingPath(menu, path, event.key === 'Home' ? 'first' : 'last'));
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
        if (sub && (event.key === ' ' || itemAt(menu, path)?.url === '')) openInto(path, 'first');
        else handled = event.key === ' ' && itemAt(menu, path)?.url === '';
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
      setOpen(hasSubmenu(menu, path) ? path : path.slice(0, -1));
    },
    onClick: (event: MouseEvent<HTMLElement>, path) => {
      if (itemAt(menu, path)?.url !== '') return;
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
        role="menubar"
        aria-label="主导航"
        className="shell-nav"
        onPointerLeave={() => {
          cancelClose();
          closeTimer.current = setTimeout(() => setOpen([]), CLOSE_DELAY_MS);
        }}
      >
        {menu.map((item, index) => (
          <NavEntry key={item.id} item={item} path={[index]} ctx={ctx} />
        ))}
      </ul>
    </nav>
  );
}

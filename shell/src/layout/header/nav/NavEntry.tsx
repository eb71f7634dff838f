import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link } from '@xingheng/shared/router';
import type { MenuItem } from '@xingheng/shared';
import { MenuTag } from '../../menu/MenuTag';
import { RightIcon } from '../../icons/icons';
import { pathKey, shownChildren, startsWith, type MenuPath } from './menuPaths';

/** True for urls that leave the site (`https://…`, `//…`): rendered as plain anchors. */
function isExternal(url: string): boolean {
  return /^([a-z]+:)?\/\//i.test(url);
}

/** What every entry of the menubar needs from `DesktopNav`. */
export interface NavEntryContext {
  /** The chain of items whose submenus are open (`[]`: none). */
  openPath: MenuPath;
  /** The top-level index that is in the tab order (roving tabindex). */
  rove: number;
  /** Index of the highlighted top-level item, -1 for none. */
  activeIndex: number;
  register: (key: string, element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, path: MenuPath) => void;
  onPointerEnter: (path: MenuPath) => void;
  /** A click on an entry: links navigate, a title without url toggles its submenu. */
  onClick: (event: MouseEvent<HTMLElement>, path: MenuPath) => void;
  onFocusTop: (index: number) => void;
}

/** Props of `NavEntry`. */
export interface NavEntryProps {
  item: MenuItem;
  path: MenuPath;
  ctx: NavEntryContext;
}

/**
 * The focusable part of an entry, `role="menuitem"`: a router `Link` for a site url, an anchor in
 * a new tab for an external one, a `span` for a title without url (it only opens its submenu).
 */
function EntryControl({
  item,
  path,
  ctx,
  expanded,
  children,
}: NavEntryProps & { expanded: boolean | undefined; children: ReactNode }) {
  const top = path.length === 1;
  const index = path[0] ?? 0;
  const common = {
    ref: (element: HTMLElement | null) => ctx.register(pathKey(path), element),
    role: 'menuitem',
    id: `shell-nav-${pathKey(path)}`,
    className: 'shell-nav-entry',
    tabIndex: top && index === ctx.rove ? 0 : -1,
    'aria-haspopup': expanded === undefined ? undefined : ('menu' as const),
    'aria-expanded': expanded,
    'aria-current': top && index === ctx.activeIndex ? ('true' as const) : undefined,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => ctx.onKeyDown(event, path),
    onClick: (event: MouseEvent<HTMLElement>) => ctx.onClick(event, path),
    onFocus: top ? () => ctx.onFocusTop(index) : undefined,
  };
  if (item.url === '') return <span {...common}>{children}</span>;
  if (isExternal(item.url)) {
    return (
      <a {...common} href={item.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link {...common} to={item.url}>
      {children}
    </Link>
  );
}

/**
 * An open submenu, `role="menu"`, labelled by its entry. It opens below the bar (level 1) or to
 * the right of its entry; when that would run past the window's right edge (the submenus of
 * "更多" on a narrow desktop) it opens leftwards instead, measured once as it opens.
 */
function Submenu({
  depth,
  labelledBy,
  children,
}: {
  depth: number;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  // A DOM attribute React does not manage (the class list it does), set before the first paint.
  useLayoutEffect(() => {
    const list = ref.current;
    if (list && list.getBoundingClientRect().right > document.documentElement.clientWidth) {
      list.dataset.flip = '';
    }
  }, []);
  return (
    <ul
      ref={ref}
      role="menu"
      aria-labelledby={labelledBy}
      className={`shell-nav-popup shell-nav-popup--level${depth}`}
    >
      {children}
    </ul>
  );
}

/**
 * One entry of the desktop menubar and, while it is open, its submenu (recursively, as deep as the
 * tree it is given: three levels, SPEC §2, one more inside "更多"). Level 1 opens its submenu
 * below, deeper levels to the right (with a chevron). The submenu is rendered only while open, as
 * antd's popups were, so the server and the browser's first render agree (everything closed).
 */
export function NavEntry({ item, path, ctx }: NavEntryProps) {
  const depth = path.length;
  const children = shownChildren(item);
  const hasChildren = children.length > 0;
  const open = hasChildren && startsWith(ctx.openPath, path);
  const classes = ['shell-nav-item', `shell-nav-item--level${depth}`];
  if (depth === 1 && path[0] === ctx.activeIndex) classes.push('shell-nav-item--active');
  if (open) classes.push('shell-nav-item--open');

  return (
    <li role="none" className={classes.join(' ')} onPointerEnter={() => ctx.onPointerEnter(path)}>
      <EntryControl item={item} path={path} ctx={ctx} expanded={hasChildren ? open : undefined}>
        <span className="shell-nav-name">{item.name}</span>
        <MenuTag tag={item.tag} />
        {hasChildren && depth > 1 && <RightIcon className="shell-nav-chevron" />}
      </EntryControl>
      {open && (
        <Submenu depth={depth} labelledBy={`shell-nav-${pathKey(path)}`}>
          {children.map((child, index) => (
            <NavEntry key={child.id} item={child} path={[...path, index]} ctx={ctx} />
          ))}
        </Submenu>
      )}
    </li>
  );
}

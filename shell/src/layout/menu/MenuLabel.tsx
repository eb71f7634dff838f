import { Link } from '@xingheng/shared/router';
import type { MenuItem } from '@xingheng/shared';
import { MenuTag } from './MenuTag';

/** True for urls that leave the site (`https://…`, `//…`): rendered as plain anchors. */
function isExternal(url: string): boolean {
  return /^([a-z]+:)?\/\//i.test(url);
}

/**
 * A menu item's name and tag, as a link when it should navigate (SPEC §2).
 * @param item the menu item
 * @param asLink false to render the name as text (a submenu title that only opens its submenu)
 */
export function MenuLabel({ item, asLink = true }: { item: MenuItem; asLink?: boolean }) {
  const content = (
    <>
      {item.name}
      <MenuTag tag={item.tag} />
    </>
  );
  if (!asLink || item.url === '') return <span className="shell-menu-label">{content}</span>;
  if (isExternal(item.url)) {
    return (
      <a className="shell-menu-label" href={item.url} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <Link className="shell-menu-label" to={item.url}>
      {content}
    </Link>
  );
}

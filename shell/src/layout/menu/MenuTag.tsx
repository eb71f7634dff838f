import { tagBadge } from './menuRules';
import './menu.css';

/**
 * The tag shown next to a menu item's name (SPEC §2): HOT as a red badge, NEW as a blue badge,
 * any other text as plain text, nothing for a null tag.
 * @param tag the menu item's `tag`
 */
export function MenuTag({ tag }: { tag: string | null }) {
  const badge = tagBadge(tag);
  if (badge.kind === 'none') return null;
  return <span className={`shell-menu-tag shell-menu-tag--${badge.kind}`}>{badge.text}</span>;
}

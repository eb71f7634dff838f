import { tagBadge } from './menuRules';
import './menu.css';

/**
 * The tag shown next to a menu item's name (SPEC §2): HOT as a red badge, NEW as a blue badge,
 * any other text as plain text, nothing for a null tag.
 * @param tag the menu item's `tag`
 * @param asLabel when true, the text is a `data-label` attribute for CSS to draw (`content:
 *   attr(data-label)`), not text of the document: the menubar's hidden measuring copy uses it
 */
export function MenuTag({ tag, asLabel = false }: { tag: string | null; asLabel?: boolean }) {
  const badge = tagBadge(tag);
  if (badge.kind === 'none') return null;
  const className = `shell-menu-tag shell-menu-tag--${badge.kind}`;
  if (asLabel) return <span className={className} data-label={badge.text} />;
  return <span className={className}>{badge.text}</span>;
}

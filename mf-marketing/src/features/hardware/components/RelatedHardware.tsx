import { hardwareCards } from '../../../components/hardwareCards';
import { LinkCardGrid } from '../../../components/LinkCardGrid';
import type { Hardware } from '../../../content/hardware';

/**
 * Other products of the same category (hardware page, "related products"): linked cards
 * with a glyph, the name and the summary. Renders nothing when the list is empty.
 * @param items from `relatedHardware(slug)`
 */
export function RelatedHardware({ items }: { items: readonly Hardware[] }) {
  if (items.length === 0) return null;
  return <LinkCardGrid cards={hardwareCards(items)} />;
}

import { hardwarePath } from '../paths';
import { HardwareGlyph, hardwareKindOf } from './HardwareGlyph';
import type { LinkCard } from './LinkCardGrid';

/** What a hardware card shows: a content record of `content/hardware` or an API `HardwareItem`. */
export interface HardwareCardSource {
  slug: string;
  category: string;
  name: string;
  summary: string;
}

/**
 * Hardware products as cards of a `LinkCardGrid`: a glyph by category, the name and the summary,
 * linking to the product's page (home page, `/productSolution?tab=2`, related products).
 * @param items products, in display order
 * @param options.showCategory also print the category under the name (home page)
 * @returns one card each, in the same order
 */
export function hardwareCards(
  items: readonly HardwareCardSource[],
  options: { showCategory?: boolean } = {},
): LinkCard[] {
  return items.map((h) => ({
    key: h.slug,
    to: hardwarePath(h.slug),
    title: h.name,
    text: h.summary,
    visual: <HardwareGlyph kind={hardwareKindOf(h.category, h.slug)} />,
    meta: options.showCategory ? <p className="mkt-card__meta">{h.category}</p> : undefined,
  }));
}

/**
 * A marketing page as data: what its `<PageMeta>` renders and what the site search indexes
 * (issue #3: `GET /api/web/search` reads `MARKETING_PAGES` at API start). Pure data: no React.
 */
export interface PageEntry {
  /** Site path, e.g. `/aboutus/join`. */
  path: string;
  /** Page title without the site name (`加入我们`). */
  title: string;
  /** Meta description, one or two sentences. */
  description: string;
  /** Extra search terms (synonyms, product codes). */
  keywords: string[];
}

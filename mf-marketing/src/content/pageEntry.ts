/**
 * A marketing page as data: what its `<PageMeta>` renders and what the site search indexes (the
 * build publishes the pages with each release: docs/api.md "Site search"). Pure data: no React.
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

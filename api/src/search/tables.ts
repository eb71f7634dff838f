/** A marketing page in the search index (rebuilt at every start); `keywords` space-joined. */
export interface SitePageTable {
  path: string;
  title: string;
  description: string;
  keywords: string;
  sort_order: number;
}

/** The search area's tables, as `Database` (db/types.ts) composes them. */
export interface SearchTables {
  site_pages: SitePageTable;
}

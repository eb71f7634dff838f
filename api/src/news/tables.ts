/** A news article; `published_at` is an ISO date. */
export interface NewsTable {
  id: number;
  title: string;
  summary: string;
  category: string;
  source: string;
  published_at: string;
  html: string;
}

/** The news area's tables, as `Database` (db/types.ts) composes them. */
export interface NewsTables {
  news: NewsTable;
}

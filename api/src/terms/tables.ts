/** A terms document of `/terms/{slug}`; `updated_at` is an ISO date. */
export interface TermsDocTable {
  slug: string;
  title: string;
  updated_at: string;
  html: string;
  sort_order: number;
}

/** The terms area's tables, as `Database` (db/types.ts) composes them. */
export interface TermsTables {
  terms_docs: TermsDocTable;
}

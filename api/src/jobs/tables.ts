/** A job opening; `kind` `social` or `campus`; list fields are JSON `string[]`. */
export interface JobTable {
  id: number;
  title: string;
  category: string;
  city: string;
  kind: string;
  headcount: number;
  published_at: string;
  responsibilities_json: string;
  requirements_json: string;
  sort_order: number;
}

/** The jobs area's tables, as `Database` (db/types.ts) composes them. */
export interface JobTables {
  jobs: JobTable;
}

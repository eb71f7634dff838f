import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SitePagesSync } from '../search/sitePagesSync';

/** Options every route plugin receives from `apiPlugin`: the database, the clock, the page index. */
export interface ApiRouteOptions {
  db: Kysely<Database>;
  /** The current time; tests inject a fake clock to expire tickets and tokens. */
  now: () => Date;
  /** Brings `site_pages` up to the active releases before a search (a no-op without a deploy folder). */
  sitePages: SitePagesSync;
}

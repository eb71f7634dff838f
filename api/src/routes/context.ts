import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Options every route plugin receives from `apiPlugin`: the database and the clock. */
export interface ApiRouteOptions {
  db: Kysely<Database>;
  /** The current time; tests inject a fake clock to expire tickets and tokens. */
  now: () => Date;
}

/**
 * Answers the same for every visitor, stored compressed with an ETag (docs/api.md "Caching"):
 * `createResponseCache(db)` → a `ResponseCache` checked against the database's data stamp;
 * `cachedRouteHooks(cache)` → the `preHandler` / `onSend` to spread into a GET route's options.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { dataVersion } from './dataVersion';
import { ResponseCache } from './responseCache';

export {
  cachedRouteHooks,
  cacheKey,
  CACHED_CACHE_CONTROL,
  type CachedRouteHooks,
} from './cachedRoute';
export { dataVersion, postgresDataVersion, sqliteDataVersion } from './dataVersion';
export { ResponseCache, DEFAULT_MAX_ENTRIES, type CachedAnswer } from './responseCache';

/**
 * The response cache of the API on `db`: an entry is served only while no row of the database
 * changed since it was made (`dataVersion`: on PostgreSQL, on any node of the cluster).
 * @param options `maxEntries`: the bound on keys (default `DEFAULT_MAX_ENTRIES`, 500)
 */
export function createResponseCache(
  db: Kysely<Database>,
  options: { maxEntries?: number } = {},
): ResponseCache {
  return new ResponseCache({ version: () => dataVersion(db), ...options });
}

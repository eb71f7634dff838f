/**
 * Answers the same for every visitor, stored compressed with an ETag (docs/api.md "Caching"):
 * `createResponseCache(db)` → a `ResponseCache` checked against the SQLite file's data stamp;
 * `cachedRouteHooks(cache)` → the `preHandler` / `onSend` to spread into a GET route's options.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { sqliteDataVersion } from './dataVersion';
import { ResponseCache } from './responseCache';

export {
  cachedRouteHooks,
  cacheKey,
  CACHED_CACHE_CONTROL,
  type CachedRouteHooks,
} from './cachedRoute';
export { sqliteDataVersion } from './dataVersion';
export { ResponseCache, DEFAULT_MAX_ENTRIES, type CachedAnswer } from './responseCache';

/**
 * The response cache of the API on `db`: an entry is served only while no row of the file changed
 * since it was made (`sqliteDataVersion`).
 * @param options `maxEntries`: the bound on keys (default `DEFAULT_MAX_ENTRIES`, 500)
 */
export function createResponseCache(
  db: Kysely<Database>,
  options: { maxEntries?: number } = {},
): ResponseCache {
  return new ResponseCache({ version: () => sqliteDataVersion(db), ...options });
}

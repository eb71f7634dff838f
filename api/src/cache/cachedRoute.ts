import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, ifNoneMatchHits, type StoredEncoding } from './negotiation';
import { etagOf, etagsOf, type CachedAnswer, type ResponseCache } from './responseCache';

/** `Cache-Control` of a cached answer: browsers keep it and revalidate it with its ETag. */
export const CACHED_CACHE_CONTROL = 'no-cache';

/** What a cache miss remembers between its `preHandler` and `onSend`. */
const missOf = new WeakMap<FastifyRequest, { key: string; version: string }>();

/** A flat object as text with its keys sorted and undefined values left out. */
function canonical(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const pairs = Object.entries(value).filter(([, v]) => v !== undefined);
  return JSON.stringify(pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The cache key of a request: method, route pattern and the path parameters and query after
 * validation, so `?page=01&_=123` and `?page=1` share a key when the schema coerces `page` and
 * drops unknown parameters (zod objects do).
 */
export function cacheKey(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? request.url;
  return `${request.method} ${route} ${canonical(request.params)} ${canonical(request.query)}`;
}

/** A success envelope as the API serialises it (`ok(data)`): the only kind of answer stored. */
function isSuccessEnvelope(payload: unknown): payload is string {
  return typeof payload === 'string' && payload.startsWith('{"code":0,');
}

/**
 * Sets the headers of a cached answer on the reply and says what to send: `null` with status 304
 * when `If-None-Match` names the answer, else the copy in the best coding the client accepts.
 * `Content-Encoding` on a compressed copy makes `@fastify/compress` leave it as it is.
 */
function prepare(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Buffer | null {
  const available = new Set<StoredEncoding>(answer.encoded.keys());
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  reply
    .header('cache-control', CACHED_CACHE_CONTROL)
    .header('vary', 'Accept-Encoding')
    .header('etag', etagOf(answer, encoding));
  if (ifNoneMatchHits(request.headers['if-none-match'], etagsOf(answer))) {
    reply.code(304);
    return null;
  }
  reply.type('application/json; charset=utf-8');
  if (encoding === 'identity') return answer.identity;
  reply.header('content-encoding', encoding);
  return answer.encoded.get(encoding) ?? answer.identity;
}

/** The route hooks of `cachedRouteHooks`. */
export interface CachedRouteHooks {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

/**
 * Route hooks that serve a GET answer the same for every visitor from `cache` (docs/api.md
 * "Caching"). Spread them into the route's options: `app.get(url, { schema, ...hooks }, handler)`.
 * - `preHandler` (after validation): reads the data stamp, then answers from the cache when the
 *   key's entry was made under it — 304 without body when `If-None-Match` names its ETag, else the
 *   stored br / gzip / identity copy with `ETag`, `Vary: Accept-Encoding`, `Cache-Control:
 *   no-cache`. The handler does not run.
 * - `onSend` (after the handler, on a miss): stores an HTTP 200 success envelope without
 *   `Set-Cookie` and answers it the same way; any other answer (errors, 4xx/5xx) passes untouched
 *   and is never stored.
 * Only for routes whose answer depends on nothing but the URL and the database: never one that
 * reads the `Authorization` header, a cookie or the clock. HEAD and other methods pass through.
 */
export function cachedRouteHooks(cache: ResponseCache): CachedRouteHooks {
  return {
    preHandler: async (request, reply) => {
      if (request.method !== 'GET') return undefined;
      const key = cacheKey(request);
      const version = await cache.version();
      const answer = cache.lookup(key, version);
      if (!answer) {
        missOf.set(request, { key, version });
        return undefined;
      }
      const body = prepare(request, reply, answer);
      return body ? reply.send(body) : reply.send();
    },
    onSend: async (request, reply, payload) => {
      const miss = missOf.get(request);
      if (!miss) return payload;
      missOf.delete(request);
      if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || !isSuccessEnvelope(payload))
        return payload;
      const answer = await cache.store(miss.key, miss.version, Buffer.from(payload));
      return prepare(request, reply, answer);
    },
  };
}

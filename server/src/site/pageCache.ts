import type { RenderJob } from '../ssr/renderJob';
import type { PageBody } from './pageEncoding';

/** A rendered answer as the cache keeps it (never a visitor's cookies). */
export interface CachedPage {
  status: number;
  /** The page, with its compressed copies; absent for a redirect. */
  body?: PageBody;
  /** `Location` of a redirect. */
  location?: string;
  /** `name@version` rendered, for logs. */
  rendered?: string;
}

/** Limits of the page cache. */
export interface PageCacheOptions {
  /** How long an answer is served from the cache, ms (`XH_PAGE_CACHE_MS`, default 10 000). */
  ttlMs: number;
  /** Answers kept at most (the least recently used go first). */
  maxEntries: number;
  /** Bytes kept at most, counting each page as its HTML plus half for its compressed copies. */
  maxBytes: number;
  /** The clock (tests pass their own), ms. */
  now?: () => number;
}

/** Default limits: 10 s, 1,000 answers, 64 MB. */
export const DEFAULT_PAGE_CACHE: PageCacheOptions = {
  ttlMs: 10_000,
  maxEntries: 1000,
  maxBytes: 64 * 1024 * 1024,
};

/**
 * The cache key of a render job, or `undefined` when its answer must not be shared: a visitor with
 * a token cookie (the header renders their state). For an anonymous visitor the job is the whole
 * input of the render — URL (with the query and the origin it is rendered at), the shell version,
 * the remote and the version this visitor gets —, besides the registry and the shell page, on
 * whose change the cache is dropped (`PageCache.clear`), and the API's public content, which the
 * time to live bounds. Cookies set for the visitor (a canary bucket) are not in the job: they are
 * added to each answer, never cached.
 * @param job the render job (`PageRenderer.plan`)
 * @returns the key, or `undefined`
 */
export function pageCacheKey(job: RenderJob): string | undefined {
  if (job.token !== '') return undefined;
  const remote = job.remote ? `${job.remote.record.name}@${job.remote.version}` : '-';
  return `${job.shellVersion}\n${remote}\n${job.url}`;
}

/** The page cache of `createPageCache`. */
export interface PageCache {
  /** A live answer for `key`, or `undefined`. */
  get(key: string): CachedPage | undefined;
  /**
   * The answer for `key`: the cached one, or the one `produce` gives, shared by every request for
   * the same key while it runs and kept when it is defined (a fallback to the static page is not).
   */
  through(
    key: string,
    produce: () => Promise<CachedPage | undefined>,
  ): Promise<CachedPage | undefined>;
  /** Drops every answer (a registry or shell switch); renders under way are not kept either. */
  clear(): void;
  /** Answers kept now. */
  size(): number;
}

/**
 * Anonymous page answers for a short time (docs/performance.md "Page cache"), with their
 * compressed copies (`PageBody`), least recently used first out beyond `maxEntries` or `maxBytes`.
 * Concurrent requests for one key wait for one render.
 * @param options time to live and limits
 * @returns the cache
 */
export function createPageCache(options: PageCacheOptions = DEFAULT_PAGE_CACHE): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: CachedPage; expires: number; bytes: number }>();
  const inflight = new Map<string, Promise<CachedPage | undefined>>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const get = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      drop(key);
      return undefined;
    }
    // Least recently used first out: a hit moves to the end.
    entries.delete(key);
    entries.set(key, entry);
    return entry.page;
  };

  const set = (key: string, page: CachedPage) => {
    const size = page.body ? Math.ceil(page.body.bytes * 1.5) : 256;
    if (size > options.maxBytes) return;
    drop(key);
    entries.set(key, { page, expires: now() + options.ttlMs, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };

  return {
    get,
    through(key, produce) {
      const cached = get(key);
      if (cached) return Promise.resolve(cached);
      const running = inflight.get(key);
      if (running) return running;
      const started = generation;
      const produced = produce()
        .then((page) => {
          // Rendered before a switch: answered, not kept.
          if (page && started === generation && options.ttlMs > 0) set(key, page);
          return page;
        })
        .finally(() => {
          if (inflight.get(key) === produced) inflight.delete(key);
        });
      inflight.set(key, produced);
      return produced;
    },
    clear() {
      generation += 1;
      entries.clear();
      inflight.clear();
      bytes = 0;
    },
    size: () => entries.size,
  };
}

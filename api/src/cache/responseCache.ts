import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { StoredEncoding } from './negotiation';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies below this many bytes are kept uncompressed (as `@fastify/compress`'s threshold). */
export const COMPRESS_THRESHOLD = 1024;

/** Default bound of `ResponseCache`: keys kept before the least recently used is dropped. */
export const DEFAULT_MAX_ENTRIES = 500;

/** One answer as stored: the JSON envelope and its compressed copies. */
export interface CachedAnswer {
  /** Base64url SHA-256 of `identity` (22 characters), the core of every ETag of the answer. */
  hash: string;
  /** The serialised envelope `{ code, msg, data }` as sent, UTF-8. */
  identity: Buffer;
  /** Brotli (quality 11) and gzip (level 9) copies, each only when smaller than `identity`. */
  encoded: ReadonlyMap<Exclude<StoredEncoding, 'identity'>, Buffer>;
}

/**
 * The strong ETag of one representation: `"<hash>"` uncompressed, `"<hash>-br"` / `"<hash>-gzip"`
 * compressed (each coding is its own representation, RFC 9110 §8.8.3).
 */
export function etagOf(answer: CachedAnswer, encoding: StoredEncoding): string {
  return encoding === 'identity' ? `"${answer.hash}"` : `"${answer.hash}-${encoding}"`;
}

/** Every ETag the answer is sent with: a client holding any of them holds this body. */
export function etagsOf(answer: CachedAnswer): string[] {
  return [etagOf(answer, 'identity'), ...[...answer.encoded.keys()].map((e) => etagOf(answer, e))];
}

/** Hashes and compresses a body once. */
async function encode(identity: Buffer, hash: string): Promise<CachedAnswer> {
  const encoded = new Map<Exclude<StoredEncoding, 'identity'>, Buffer>();
  if (identity.length >= COMPRESS_THRESHOLD) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < identity.length) encoded.set('br', br);
    if (gz.length < identity.length) encoded.set('gzip', gz);
  }
  return { hash, identity, encoded };
}

/** Options of `ResponseCache`. */
export interface ResponseCacheOptions {
  /**
   * A stamp of the data the answers are made of, read before each answer is looked up or made:
   * an entry is served only while the stamp is the one read before its body was made (see
   * `dataVersion`).
   */
  version: () => Promise<string>;
  /** Most keys kept; beyond it the least recently used is dropped. Default `DEFAULT_MAX_ENTRIES`. */
  maxEntries?: number;
}

/**
 * Answers that are the same for every visitor, stored once with their compressed copies and
 * ETag (docs/api.md "Caching"), in memory, bounded by key count (least recently used dropped).
 * Served through `cachedRouteHooks`.
 */
export class ResponseCache {
  /** The bound on keys. */
  readonly maxEntries: number;
  private readonly entries = new Map<string, { version: string; answer: CachedAnswer }>();
  /** Compressions in progress by hash, so concurrent misses compress a body once. */
  private readonly encoding = new Map<string, Promise<CachedAnswer>>();

  constructor(private readonly options: ResponseCacheOptions) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1)
      throw new Error('maxEntries 须为正整数');
  }

  /** The current data stamp (`ResponseCacheOptions.version`). */
  version(): Promise<string> {
    return this.options.version();
  }

  /** Number of keys held (never above `maxEntries`). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The stored answer of `key` if it was made under `version`, marked as recently used.
   * @returns undefined when absent or made under another stamp
   */
  lookup(key: string, version: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /**
   * Stores a freshly made answer of `key`. A body equal to the one already stored (same hash) keeps
   * its compressed copies: a data change elsewhere costs a hash, not a compression.
   * @param version the stamp read before the body was made
   * @param identity the serialised envelope
   * @returns the stored answer
   */
  async store(key: string, version: string, identity: Buffer): Promise<CachedAnswer> {
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    const previous = this.entries.get(key)?.answer;
    let answer: CachedAnswer;
    if (previous?.hash === hash) {
      answer = previous;
    } else {
      let pending = this.encoding.get(hash);
      if (!pending) {
        pending = encode(identity, hash).finally(() => this.encoding.delete(hash));
        this.encoding.set(hash, pending);
      }
      answer = await pending;
    }
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return answer;
  }
}

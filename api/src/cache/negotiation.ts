/** The content codings a cached answer is stored in (docs/api.md "Caching"). */
export type StoredEncoding = 'br' | 'gzip' | 'identity';

/** The acceptable codings of a request, best first; `identity` is always acceptable last. */
const SERVER_PREFERENCE: readonly StoredEncoding[] = ['br', 'gzip'];

/**
 * The q-value of each coding named in an `Accept-Encoding` header (RFC 9110 §12.5.3).
 * @returns a map of lowercase coding (or `*`) to its weight, 0–1; a malformed weight counts as 1
 */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    result.set(coding, Number.isFinite(weight) ? weight : 1);
  }
  return result;
}

/**
 * Picks the coding of a cached answer for a request: the highest-weighted of `br` and `gzip`
 * the client accepts and the cache has (on a tie `br`, the smaller), else `identity`.
 * @param acceptEncoding the request's `Accept-Encoding` header (absent: identity)
 * @param available the codings stored for this answer besides `identity`
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<StoredEncoding>,
): StoredEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = weights(acceptEncoding);
  const wildcard = accepted.get('*') ?? 0;
  let best: StoredEncoding = 'identity';
  let bestWeight = 0;
  for (const coding of SERVER_PREFERENCE) {
    const weight = accepted.get(coding) ?? wildcard;
    if (available.has(coding) && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Whether an `If-None-Match` header names one of the given entity tags, by the weak comparison
 * RFC 9110 §13.1.2 prescribes (a `W/` prefix is ignored); `*` matches any.
 * @param header the request's `If-None-Match` (absent: no match)
 * @param etags the current answer's tags, quoted (`"…"`)
 */
export function ifNoneMatchHits(header: string | undefined, etags: readonly string[]): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || etags.includes(tag);
  });
}

/**
 * `Content-Type` of the files a build holds, by extension: what a bucket must send for a browser
 * to run a script or apply a stylesheet (object storage guesses nothing, or guesses
 * `application/octet-stream`). Text types carry `charset=utf-8`.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

/**
 * The `Content-Type` of a build file.
 * @param file its name or path (`/` or the platform's separator), e.g. `main.4f2a9c1e.js`
 * @returns the type for its extension (case-insensitive), `application/octet-stream` when unknown
 */
export function contentTypeOf(file: string): string {
  const extension = /\.[^./\\]+$/.exec(file.toLowerCase())?.[0] ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

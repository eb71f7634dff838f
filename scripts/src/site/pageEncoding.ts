import zlib from 'node:zlib';
import { chooseEncoding } from '@xingheng/api';

/** Pages smaller than this go out as they are (the compress plugin's threshold, bytes). */
const THRESHOLD_BYTES = 1024;

/** A page body ready to send, and the `Content-Encoding` it needs. */
export interface EncodedPage {
  body: Buffer | string;
  encoding?: 'br' | 'gzip';
}

/**
 * Compresses a page's HTML for the request's `Accept-Encoding` (br preferred on a tie, then gzip,
 * RFC 9110 weights): pages are answered by the site server's not-found handler, where the
 * compress plugin does not run, and a server-rendered page is the largest answer of a visit
 * (the login page carries about 250 KB of antd styles).
 * @param html the page
 * @param acceptEncoding the request's `Accept-Encoding` header (absent: no compression)
 * @returns the body (a Buffer when compressed) and its coding; HTML under 1 KB is left as is
 */
export function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  const size = Buffer.byteLength(html);
  if (size < THRESHOLD_BYTES) return { body: html };
  const coding = chooseEncoding(acceptEncoding, new Set(['br', 'gzip'] as const));
  if (coding === 'br') {
    const params = {
      // Quality 5: within a few per cent of 11 on HTML, at a fraction of the time per request.
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    };
    return { body: zlib.brotliCompressSync(html, { params }), encoding: 'br' };
  }
  if (coding === 'gzip') return { body: zlib.gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}

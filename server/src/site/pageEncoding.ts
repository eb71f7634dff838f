import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chooseEncoding } from '@xingheng/api';

/** Pages smaller than this go out as they are (the compress plugin's threshold, bytes). */
const THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page body ready to send, and the `Content-Encoding` it needs. */
export interface EncodedPage {
  body: Buffer | string;
  encoding?: 'br' | 'gzip';
}

/**
 * Compresses a page in libuv's thread pool (off the event loop): br at quality 5 (within a few per
 * cent of 11 on HTML, at a fraction of the time), gzip at level 6.
 * @param html the page
 * @param coding `br` or `gzip`
 * @returns the compressed bytes
 */
export function compressPage(html: string, coding: 'br' | 'gzip'): Promise<Buffer> {
  if (coding === 'gzip') return gzip(html, { level: 6 });
  return brotli(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * One page's HTML and its compressed copies, each made once, on first need (docs/performance.md
 * "No waterfall", "Page cache"): pages are answered by the site server's not-found handler, where
 * the compress plugin does not run, and a server-rendered page is the largest answer of a visit
 * (the login page carries about 250 KB of antd styles). A cached page or the static page keeps its
 * `PageBody`, so a thousand answers of it cost one compression per coding.
 */
export class PageBody {
  /** The page's size as text, bytes (UTF-8). */
  readonly bytes: number;
  private readonly copies = new Map<'br' | 'gzip', Promise<Buffer>>();

  /** @param html the page */
  constructor(readonly html: string) {
    this.bytes = Buffer.byteLength(html);
  }

  /**
   * The page for a request's `Accept-Encoding` (br preferred on a tie, then gzip; RFC 9110
   * weights); HTML under 1 KB goes out as it is.
   * @param acceptEncoding the request's header (absent: no compression)
   * @returns the body (a Buffer when compressed) and its coding
   */
  async encoded(acceptEncoding: string | undefined): Promise<EncodedPage> {
    if (this.bytes < THRESHOLD_BYTES) return { body: this.html };
    const coding = chooseEncoding(acceptEncoding, new Set(['br', 'gzip'] as const));
    if (coding !== 'br' && coding !== 'gzip') return { body: this.html };
    let copy = this.copies.get(coding);
    if (!copy) {
      copy = compressPage(this.html, coding);
      this.copies.set(coding, copy);
      // A failed compression is tried again by the next request, not remembered.
      copy.catch(() => this.copies.delete(coding));
    }
    return { body: await copy, encoding: coding };
  }
}

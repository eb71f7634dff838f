import http from 'node:http';
import https from 'node:https';

/** An HTTP answer as it came over the wire (the body is not decompressed). */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * GET without any client-side magic: no decompression, no default `Accept-Encoding`, so the
 * tests see exactly the headers and bytes nginx sends.
 * @param url an absolute `http:` or `https:` URL (a test server's certificate is not verified)
 * @param headers request headers, e.g. `{ 'accept-encoding': 'gzip' }`
 * @returns status, headers and raw body
 * @throws Error on a network error or after 10 s without an answer
 */
export function rawGet(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const options = { headers, timeout: 10_000 };
    const onResponse = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    };
    const request = url.startsWith('https:')
      ? https.get(url, { ...options, rejectUnauthorized: false }, onResponse)
      : http.get(url, options, onResponse);
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no answer in 10 s`)));
    request.on('error', reject);
  });
}

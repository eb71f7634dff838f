import net from 'node:net';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { drainRequestBody } from './errors';
import { startTestApi, type TestApi } from './test/harness';

/**
 * A body over a route's limit is answered 413 only once the client has sent all of it
 * (docs/api.md "Errors"): a proxy (nginx) keeps sending after the answer, and a server that
 * closed with unread bytes resets the connection, so the proxy loses the 413 and answers 502.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => api.close());

/**
 * Posts `bytes` to the partner form (1 MiB limit) 64 KiB every 2 ms, going on after the answer
 * as a proxy does (half-open socket), and reports what came back and any socket error.
 */
function postLikeAProxy(port: number, bytes: number) {
  return new Promise<{ response: string; error?: string; sent: number }>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let response = '';
    let error: string | undefined;
    let sent = 0;
    socket.on('data', (data: Buffer) => (response += data.toString()));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
    socket.on('close', () => resolve({ response, error, sent }));
    socket.write(
      'POST /api/web/partner/apply HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      const n = Math.min(chunk.length, bytes - sent);
      socket.write(chunk.subarray(0, n));
      sent += n;
      if (sent >= bytes) {
        clearInterval(timer);
        socket.end();
      }
    }, 2);
  });
}

test('a 3 MB body to a 1 MiB route: the whole body is taken, then a JSON 413, no reset', async () => {
  const { port } = api.app.server.address() as net.AddressInfo;
  const bytes = 3 * 1024 * 1024;
  const result = await postLikeAProxy(port, bytes);
  expect(result.error).toBeUndefined();
  expect(result.sent).toBe(bytes);
  expect(result.response).toMatch(/^HTTP\/1\.1 413 /);
  expect(result.response).toContain('"code":41300');
});

function fakeRequest(chunks: Buffer[]): IncomingMessage {
  return Object.assign(Readable.from(chunks), { complete: false }) as unknown as IncomingMessage;
}

test('drainRequestBody: true when the body ends, false past its byte limit', async () => {
  const kib = Buffer.alloc(1024);
  await expect(
    drainRequestBody(fakeRequest([kib, kib]), { maxBytes: 4096, maxMs: 1000 }),
  ).resolves.toBe(true);
  await expect(
    drainRequestBody(fakeRequest([kib, kib, kib, kib, kib]), { maxBytes: 4096, maxMs: 1000 }),
  ).resolves.toBe(false);
});

test('drainRequestBody: false when the body stops arriving within its time limit', async () => {
  const stalled = Object.assign(new Readable({ read() {} }), { complete: false });
  await expect(
    drainRequestBody(stalled as unknown as IncomingMessage, { maxBytes: 4096, maxMs: 50 }),
  ).resolves.toBe(false);
});

import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApiServer } from '../server';
import { freshTestDatabase } from '../test/database';
import { TEST_PUBLIC_ORIGIN, tempDir } from '../test/harness';

// A PostgreSQL server that goes away and comes back, as the API meets it through a loopback proxy
// the test cuts: answers are 503 envelopes (never a hang, never a 500), then the node recovers by
// itself. PostgreSQL only: SQLite has no server to lose (its locked file is covered by the
// classifier's unit test in errors.test.ts).

/** A TCP proxy to the test cluster: `cut` drops every connection and refuses new ones. */
interface CuttableProxy {
  port: number;
  /** `refuse`: connections are refused; `silent`: accepted and never answered. */
  cut: (mode: 'refuse' | 'silent') => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

async function cuttableProxy(host: string, port: number): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'silent' = 'open';
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'silent') return;
    const upstream = net.connect(port, host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (at: number) =>
    new Promise<void>((resolve) => server.listen(at, '127.0.0.1', () => resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen(0);
  const own = (server.address() as net.AddressInfo).port;
  return {
    port: own,
    cut: async (how) => {
      dropAll();
      if (how === 'silent') mode = 'silent';
      else await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restore: async () => {
      mode = 'open';
      if (!server.listening) await listen(own);
    },
    close: async () => {
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const NEWS = '/api/web/news/list?page=1&pageSize=3';

let dir: string;
let proxy: CuttableProxy;
let app: FastifyInstance;

beforeAll(async () => {
  dir = tempDir();
  const direct = new URL(await freshTestDatabase(dir));
  proxy = await cuttableProxy(direct.hostname, Number(direct.port));
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  app = await buildApiServer({ dbFile: viaProxy.toString(), publicOrigin: TEST_PUBLIC_ORIGIN });
});
afterAll(async () => {
  await app.close();
  await proxy.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a PostgreSQL server that goes away', () => {
  it('answers 503 50302 at once while it refuses, and serves again when it is back', async () => {
    expect((await app.inject(NEWS)).statusCode).toBe(200);
    await proxy.cut('refuse');
    const started = Date.now();
    const during = await app.inject(NEWS);
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ code: 50302, msg: '服务暂时不可用，请稍后再试', data: null });
    expect(Date.now() - started).toBeLessThan(2_000);
    await proxy.restore();
    const after = await app.inject(NEWS);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: { list: unknown[] } }>().data.list).toHaveLength(3);
  });

  it('answers 503 within the 5 s connect timeout when it stops answering', async () => {
    await proxy.cut('silent');
    // Let the pool see its dropped connections, so the request needs a new one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const during = await app.inject(NEWS);
    expect(during.statusCode).toBe(503);
    expect(during.json<{ code: number }>().code).toBe(50302);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(4_500);
    expect(waited).toBeLessThan(7_000);
    await proxy.restore();
    expect((await app.inject(NEWS)).statusCode).toBe(200);
  }, 15_000);
});

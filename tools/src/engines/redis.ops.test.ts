import net from 'node:net';
import { connectRedis, type Redis } from '@xingheng/api';
import { createSharedPageRateLimiter } from '@xingheng/server';
import { startThrowawayRedis, type ThrowawayRedis } from './redis';

// The page rate limit of two site nodes counted in one real Redis (Debian's redis-server), and
// what a node does when that Redis goes away.

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let redisServer: ThrowawayRedis;
let clients: Redis[];

beforeAll(async () => {
  redisServer = await startThrowawayRedis({ port: await freePort() });
  clients = [await connectRedis(redisServer.url), await connectRedis(redisServer.url)];
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redisServer.stop();
});

describe('createSharedPageRateLimiter', () => {
  it('counts an address once across two nodes, window by window', async () => {
    let time = 1_800_000_000_000; // on a window boundary of 60 s
    const limit = { max: 3, windowMs: 60_000 };
    const [nodeA, nodeB] = clients.map((redis) =>
      createSharedPageRateLimiter(limit, redis, () => time),
    );
    const verdicts = [];
    for (const hit of [nodeA, nodeB, nodeA, nodeB]) verdicts.push(await hit!('203.0.113.9'));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfterSeconds).toBe(60);
    expect((await nodeA!('203.0.113.10')).allowed).toBe(true);
    time += 45_000;
    expect(await nodeB!('203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    time += 15_000; // the next window
    expect((await nodeB!('203.0.113.9')).allowed).toBe(true);
  });

  it('lets pages through when Redis cannot answer', async () => {
    const gone = await connectRedis(redisServer.url);
    gone.disconnect();
    const hit = createSharedPageRateLimiter({ max: 1, windowMs: 60_000 }, gone);
    expect((await hit('203.0.113.20')).allowed).toBe(true);
    expect((await hit('203.0.113.20')).allowed).toBe(true);
  });
});

describe('connectRedis', () => {
  it('refuses an unreachable server at once, naming REDIS_URL', async () => {
    const started = Date.now();
    await expect(connectRedis(`redis://127.0.0.1:${await freePort()}`)).rejects.toThrow(
      'REDIS_URL',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApiServer } from '../server';
import { freshTestDatabase } from '../test/database';
import { TEST_PUBLIC_ORIGIN, tempDir } from '../test/harness';
import { connectRedis, type Redis } from './redis';
import { RATE_LIMITS } from './rateLimits';

// Two API nodes on one database and one Redis, as behind a load balancer: a per-IP limit is one
// count across both (docs/deployment.md "Redis").

let dir: string;
const nodes: FastifyInstance[] = [];
const clients: Redis[] = [];

beforeAll(async () => {
  dir = tempDir();
  const location = await freshTestDatabase(dir);
  for (let i = 0; i < 2; i += 1) {
    const redis = await connectRedis(process.env.XH_TEST_REDIS_URL ?? '');
    clients.push(redis);
    nodes.push(await buildApiServer({ dbFile: location, publicOrigin: TEST_PUBLIC_ORIGIN, redis }));
  }
});
afterAll(async () => {
  for (const node of nodes) await node.close();
  for (const redis of clients) await redis.quit();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A login attempt from `address` through `node` (refused as bad input: only the count matters). */
function login(node: FastifyInstance, address: string) {
  return node.inject({
    method: 'POST',
    url: '/api/user/login/login',
    remoteAddress: address,
    payload: {},
  });
}

describe('the per-IP rate limits across two nodes', () => {
  it('count an address once, whichever node it reaches', async () => {
    // A fresh address per run: the Redis of a developer's XH_TEST_REDIS_URL may keep old counts.
    const address = `10.${Date.now() % 200}.${process.pid % 250}.7`;
    const { max } = RATE_LIMITS.login;
    const statuses: number[] = [];
    for (let i = 0; i < max; i += 1)
      statuses.push((await login(nodes[i % 2]!, address)).statusCode);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const over = [await login(nodes[0]!, address), await login(nodes[1]!, address)];
    expect(over.map((answer) => answer.statusCode)).toEqual([429, 429]);
    expect(over[1]!.json<{ code: number }>().code).toBe(42900);
    // Another address is not held back by this one.
    expect((await login(nodes[1]!, `${address}1`)).statusCode).not.toBe(429);
  });
});

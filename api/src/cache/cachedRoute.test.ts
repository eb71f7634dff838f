import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../errors';
import { cachedRouteHooks } from './cachedRoute';
import { ResponseCache } from './responseCache';

/** A small app with one cached route whose handler counts its runs, on a stamp the test moves. */
async function cachedApp(maxEntries?: number) {
  let stamp = 1;
  const runs = { count: 0 };
  const cache = new ResponseCache({
    version: async () => String(stamp),
    ...(maxEntries ? { maxEntries } : {}),
  });
  const app: FastifyInstance = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const hooks = cachedRouteHooks(cache);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/items',
    {
      schema: { querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }) },
      ...hooks,
    },
    async (request, reply) => {
      runs.count += 1;
      if (request.query.page === 13)
        return reply.code(500).send({ code: 50000, msg: '出错', data: null });
      if (request.query.page === 14) void reply.header('set-cookie', 'visitor=1');
      if (request.query.page === 15) return { code: 40401, msg: '不存在', data: null };
      return ok({ page: request.query.page, text: '星衡'.repeat(400) });
    },
  );
  await app.ready();
  return { app, cache, runs, changeData: () => (stamp += 1) };
}

describe('cachedRouteHooks', () => {
  it('runs the handler once for repeated requests, and again once the data stamp moves', async () => {
    const { app, runs, changeData } = await cachedApp();
    const first = await app.inject('/items?page=2');
    const second = await app.inject('/items?page=2');
    expect(runs.count).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    changeData();
    await app.inject('/items?page=2');
    expect(runs.count).toBe(2);
    await app.close();
  });

  it('shares one entry between spellings of a query the schema normalises', async () => {
    const { app, runs } = await cachedApp();
    await app.inject('/items?page=3');
    await app.inject('/items?page=03');
    await app.inject('/items?_=1732412345&page=3');
    expect(runs.count).toBe(1);
    await app.inject('/items?page=4');
    expect(runs.count).toBe(2);
    await app.close();
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const { app, cache, runs } = await cachedApp(3);
    for (let page = 1; page <= 10; page++) await app.inject(`/items?page=${page}`);
    expect(cache.size).toBe(3);
    expect(runs.count).toBe(10);
    await app.inject('/items?page=10'); // kept: no run
    expect(runs.count).toBe(10);
    await app.inject('/items?page=1'); // dropped long ago: runs again
    expect(runs.count).toBe(11);
    expect(cache.size).toBe(3);
    await app.close();
  });

  it.each([
    ['an HTTP error', 13, 500],
    ['an answer that sets a cookie', 14, 200],
    ['a failure envelope', 15, 200],
  ])('never stores %s', async (_name, page, status) => {
    const { app, cache, runs } = await cachedApp();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        url: `/items?page=${page}`,
        headers: { 'if-none-match': '*' },
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers.etag).toBeUndefined();
    }
    expect(runs.count).toBe(2);
    expect(cache.size).toBe(0);
    await app.close();
  });

  it('answers HEAD without the cache', async () => {
    const { app, runs } = await cachedApp();
    const head = await app.inject({ method: 'HEAD', url: '/items?page=2' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBeUndefined();
    expect(runs.count).toBe(1);
    await app.close();
  });
});

import fs from 'node:fs';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { openDatabase } from './db/open';
import { apiServerOptions } from './framework';
import { apiPlugin } from './plugin';
import { startTestApi, tempDir, type TestApi } from './test/harness';
import { freshTestDatabase } from './test/database';

/**
 * Every failure answers in the envelope with a Chinese `msg` and its own HTTP status
 * (docs/api.md "Errors"), from the standalone API and from a host built like the site server of
 * `npm start` (server/src/site/server.ts: `apiServerOptions` + `apiPlugin` + its own routes).
 */

const CHINESE = /[\u4e00-\u9fff]/;

async function answer(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  const body = res.json<{ code: number; msg: string; data: unknown }>();
  return { status: res.statusCode, body, headers: res.headers };
}

/** A host like the site server: page routes and a catch-all of its own next to the API. */
async function siteLikeHost(dbFile: string) {
  const db = await openDatabase(dbFile);
  const app = Fastify(apiServerOptions());
  app.get('/', async () => 'home');
  app.get('/remotes/*', async () => 'file');
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send('page'));
  await app.register(apiPlugin, { db });
  app.addHook('onClose', async () => db.destroy());
  return app;
}

const cases: [string, number, number, InjectOptions][] = [
  ['bad % encoding in a path parameter', 400, 40002, { url: '/api/web/news/%E0%A4%A' }],
  ['bad % encoding in an unknown /api path', 400, 40002, { url: '/api/no/%E0%A4%A' }],
  ['a path parameter over 100 characters', 414, 41400, { url: `/api/web/news/${'9'.repeat(101)}` }],
  [
    'a body over the route limit (8 KiB)',
    413,
    41300,
    {
      method: 'POST',
      url: '/api/web/remote-failures',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(9000) }),
    },
  ],
  [
    'a body in a content type the API does not parse',
    415,
    41500,
    {
      method: 'POST',
      url: '/api/web/partner/apply',
      headers: { 'content-type': 'text/xml' },
      payload: '<apply/>',
    },
  ],
  [
    'malformed JSON',
    400,
    40001,
    {
      method: 'POST',
      url: '/api/web/partner/apply',
      headers: { 'content-type': 'application/json' },
      payload: '{"company":',
    },
  ],
  ['a method the path does not take', 405, 40500, { method: 'DELETE', url: '/api/web/news/1' }],
  ['an unknown /api path', 404, 40400, { url: '/api/no/such/endpoint' }],
  ['an unknown /api path by POST', 404, 40400, { method: 'POST', url: '/api/no/such' }],
];

describe.each([
  ['the standalone API', 'standalone'],
  ['a site-like host', 'host'],
] as const)('framework errors from %s', (_label, kind) => {
  let app: FastifyInstance;
  let api: TestApi | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    if (kind === 'standalone') {
      api = await startTestApi();
      app = api.app;
    } else {
      dir = tempDir();
      app = await siteLikeHost(await freshTestDatabase(dir));
    }
  });
  afterAll(async () => {
    if (api) await api.close();
    else await app.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(cases)('%s → %i/%i in the envelope', async (_name, status, code, request) => {
    const res = await answer(app, request);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code, msg: expect.stringMatching(CHINESE), data: null });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('lists the methods a path takes in Allow with 405', async () => {
    const res = await answer(app, { method: 'PUT', url: '/api/captcha/slider/verify' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    const get = await answer(app, { method: 'POST', url: '/api/web/news/1' });
    expect(get.headers.allow).toBe('GET, HEAD');
  });
});

describe('framework errors outside /api on a site-like host', () => {
  it('answers a bad URL of a page or a file in the envelope, leaving the host its pages', async () => {
    const dir = tempDir();
    const app = await siteLikeHost(await freshTestDatabase(dir));
    try {
      for (const url of ['/news/%E0%A4%A', '/remotes/mf-support/%E0%A4%A']) {
        const res = await answer(app, { url });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 40002, data: null });
      }
      expect((await app.inject('/')).body).toBe('home');
      expect((await app.inject('/news/details/1')).body).toBe('page');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('framework errors over a real socket', () => {
  it('answers the raw bytes of curl with 400 and the envelope', async () => {
    const api = await startTestApi();
    try {
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/api/web/news/%E0%A4%A`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 40002,
        msg: '请求地址编码不正确',
        data: null,
      });
    } finally {
      await api.close();
    }
  });
});

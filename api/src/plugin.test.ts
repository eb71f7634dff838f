import fs from 'node:fs';
import Fastify from 'fastify';
import { apiPlugin } from './plugin';
import { openDatabase } from './db/open';
import { get, startTestApi, tempDir } from './test/harness';
import { freshTestDatabase } from './test/database';

describe('apiPlugin', () => {
  it('answers unknown /api paths with 404/40400', async () => {
    const api = await startTestApi();
    try {
      const res = await get(api.app, '/api/no/such/endpoint');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 40400, msg: '接口不存在', data: null });
      const post = await api.app.inject({ method: 'POST', url: '/api/user/login/nothing' });
      expect(post.json()).toMatchObject({ code: 40400 });
    } finally {
      await api.close();
    }
  });

  it('leaves the host site its own routes, 404 and error handling', async () => {
    const dir = tempDir();
    const db = await openDatabase(await freshTestDatabase(dir));
    const site = Fastify();
    site.get('/', async () => 'home');
    site.get('/broken', async () => {
      throw new Error('site failure');
    });
    await site.register(apiPlugin, { db });
    try {
      expect((await site.inject('/')).body).toBe('home');
      const unknown = await site.inject('/news/details/404');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).not.toHaveProperty('code', 40400);
      expect((await site.inject('/broken')).json()).not.toHaveProperty('code');
      const menu = await site.inject('/api/web/index/getWebsiteMenu');
      expect(menu.json()).toMatchObject({ code: 0 });
    } finally {
      await site.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

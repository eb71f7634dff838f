import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { apiServerOptions } from '../framework';
import { apiPlugin } from '../plugin';
import { tempDir } from '../test/harness';
import { freshTestDatabase } from '../test/database';

// The public content answers as `npm start` serves them (server/src/site/server.ts:
// `@fastify/compress` global, threshold 1024, then `apiPlugin`), on a database of their own.

const MENU = '/api/web/index/getWebsiteMenu';
const NEWS = '/api/web/news/list?page=1&pageSize=6';

let app: FastifyInstance;
let db: Kysely<Database>;
let dir: string;
let location: string;

beforeAll(async () => {
  dir = tempDir();
  location = await freshTestDatabase(dir);
  db = await openDatabase(location, { demoData: false });
  app = Fastify(apiServerOptions());
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(apiPlugin, { db });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

function getUrl(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

describe('cached public content (docs/api.md "Caching")', () => {
  it('answers the menu with a strong ETag and no-cache, and a repeat with its ETag with 304 and no body', async () => {
    const first = await getUrl(MENU);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0, msg: '成功' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);

    const again = await getUrl(MENU, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);

    const other = await getUrl(MENU, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it.each([MENU, NEWS])(
    'serves %s as br and gzip bytes stored once, decoding to the identity JSON',
    async (url) => {
      const identity = await getUrl(url);
      expect(identity.headers['content-encoding']).toBeUndefined();
      const br = await getUrl(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
      const gzip = await getUrl(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      // Decoded once: @fastify/compress did not compress the stored copy a second time.
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
      expect((await getUrl(url, { 'accept-encoding': 'gzip' })).rawPayload).toEqual(
        gzip.rawPayload,
      );
      // Each coding is its own representation, and each one's tag revalidates the same body.
      const tags = [identity, br, gzip].map((res) => String(res.headers.etag));
      expect(new Set(tags).size).toBe(3);
      for (const tag of tags) {
        expect((await getUrl(url, { 'if-none-match': `W/${tag}` })).statusCode).toBe(304);
      }
    },
  );

  it('changes the ETag when the API itself writes the data (same connection)', async () => {
    const before = await getUrl(MENU, { 'accept-encoding': 'br' });
    await db
      .updateTable('menu_items')
      .set({ name: '新闻中心·测试' })
      .where('url', '=', '/news')
      .execute();
    const after = await getUrl(MENU, {
      'accept-encoding': 'br',
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('新闻中心·测试');
  });

  it('changes the ETag when another connection writes the database (an operator command, another node)', async () => {
    const before = await getUrl(NEWS);
    const operator = await openDatabase(location, { demoData: false });
    try {
      await sql`insert into news (id, title, summary, category, source, published_at, html)
        values (900, '运维新增的新闻', '摘要', '公司新闻', '星衡时空', '2099-01-01', '<p>正文</p>')`.execute(
        operator,
      );
    } finally {
      await operator.destroy();
    }
    const after = await getUrl(NEWS, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const page = after.json<{ data: { total: number; list: Array<{ id: number }> } }>().data;
    expect(page.total).toBe(13);
    expect(page.list[0]?.id).toBe(900);
  });

  it('keeps the ETag (and answers 304) when only rows the answer does not show change', async () => {
    const before = await getUrl(MENU);
    await db.updateTable('hardware').set({ price_cents: 123456 }).where('id', '=', 1).execute();
    const operator = await openDatabase(location, { demoData: false });
    try {
      await sql`update hardware set price_cents = 654321 where id = 2`.execute(operator);
    } finally {
      await operator.destroy();
    }
    const after = await getUrl(MENU, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
  });

  it('answers each page of the news list with its own body and ETag (/news?page=)', async () => {
    const page1 = await getUrl('/api/web/news/list?page=1&pageSize=5');
    const same = await getUrl('/api/web/news/list?pageSize=5&page=01&_=1732412345', {
      'if-none-match': String(page1.headers.etag),
    });
    expect(same.statusCode).toBe(304);
    const page2 = await getUrl('/api/web/news/list?page=2&pageSize=5');
    expect(page2.json()).toMatchObject({ data: { page: 2 } });
    expect(page2.headers.etag).not.toBe(page1.headers.etag);
  });

  it.each([
    ['an unknown news id', '/api/web/news/99999', 404],
    ['a bad news query', '/api/web/news/list?page=0', 400],
    ['an unknown terms slug', '/api/web/terms/nothing', 404],
  ])('never stores or tags an error answer: %s', async (_name, url, status) => {
    for (let i = 0; i < 2; i++) {
      const res = await getUrl(url, { 'if-none-match': '*', 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(status);
      expect(res.headers.etag).toBeUndefined();
      expect(res.json()).toMatchObject({ data: null });
    }
  });
});

import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readableTempDir, writeDeployFixture } from '../nginx/deployFixture';
import { rawGet } from '../nginx/rawGet';
import { deployLayout } from './paths';
import { createSiteServer } from './server';

// Every page of `npm start` is compressed for a browser that accepts it, not only `/` (the other
// pages are answered by the not-found handler, where the compress plugin's hook does not run).

let tmp = '';
let site: FastifyInstance | undefined;
let origin = '';
const CONTENT = '星衡时空高精度定位服务。'.repeat(400);

beforeAll(async () => {
  tmp = readableTempDir('site-compression');
  const fixture = writeDeployFixture(path.join(tmp, 'deploy'));
  const pageFile = deployLayout(fixture.root).pageFile;
  const page = fs.readFileSync(pageFile, 'utf8').replace('</body>', `<p>${CONTENT}</p></body>`);
  fs.writeFileSync(pageFile, page);
  site = await createSiteServer({ deployDir: fixture.root, dbFile: path.join(tmp, 'api.sqlite') });
  await site.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await site?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test.each(['/', '/login', '/productSolution/services/details/6', '/no/such/page'])(
  '%s is sent compressed to a browser that accepts br or gzip, and whole to one that does not',
  async (urlPath) => {
    const zipped = await rawGet(`${origin}${urlPath}`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(zipped.body).toString('utf8');
    expect(html).toContain(CONTENT);
    expect(zipped.body.length).toBeLessThan(html.length / 5);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    const brotli = await rawGet(`${origin}${urlPath}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).toContain(CONTENT);
    const plain = await rawGet(`${origin}${urlPath}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain(CONTENT);
  },
);

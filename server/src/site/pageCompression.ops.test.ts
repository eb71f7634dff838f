import fs from 'node:fs';
import zlib from 'node:zlib';
import { rawGet } from '../testing/rawGet';
import { startFixtureSite, type FixtureSite } from './fixtureSite';
import { deployLayout } from '@xingheng/release';

// Every page of `npm start` is compressed for a browser that accepts it, not only `/` (the other
// pages are answered by the not-found handler, where the compress plugin's hook does not run).

let site: FixtureSite | undefined;
let origin = '';
const CONTENT = '星衡时空高精度定位服务。'.repeat(400);

beforeAll(async () => {
  site = await startFixtureSite('site-compression', (fixture) => {
    const pageFile = deployLayout(fixture.root).pageFile;
    const page = fs.readFileSync(pageFile, 'utf8').replace('</body>', `<p>${CONTENT}</p></body>`);
    fs.writeFileSync(pageFile, page);
  });
  origin = site.origin;
}, 60_000);

afterAll(async () => {
  await site?.close();
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

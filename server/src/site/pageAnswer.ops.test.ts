import Fastify from 'fastify';
import { deployLayout } from '@xingheng/release';
import type { RenderedAnswer, PageRenderer, RenderPlan } from '../ssr/pageRenderer';
import type { RenderJob } from '../ssr/renderJob';
import { readableTempDir, writeDeployFixture } from '../testing/deployFixture';
import { createPageAnswer } from './pageAnswer';

/**
 * How a page is answered when its render meets a server error (docs/deployment.md "When the
 * database goes away"): the static page, 200, never cached, and the server-rendered page again
 * once the render succeeds.
 */

function stubRenderer(answers: RenderedAnswer[]): PageRenderer & { calls: number } {
  const renderer = {
    calls: 0,
    plan: (): RenderPlan => ({
      job: {
        token: '',
        shellVersion: 'v1',
        url: 'http://localhost/support',
        remote: undefined,
      } as unknown as RenderJob,
      setCookies: [],
      rendered: undefined,
    }),
    renderPlan: async () => {
      renderer.calls += 1;
      return answers.shift();
    },
    render: async () => undefined,
    ready: async () => undefined,
    close: async () => undefined,
  };
  return renderer as unknown as PageRenderer & { calls: number };
}

test('a render answering 503 gives the static page, uncached; the next good render is kept', async () => {
  const root = readableTempDir('page-answer');
  const fixture = writeDeployFixture(root);
  const renderer = stubRenderer([
    { status: 503, html: '<h1>服务暂不可用</h1>', setCookies: [] },
    { status: 200, html: '<h1>支持中心</h1>', setCookies: [] },
  ]);
  const pages = createPageAnswer({
    files: deployLayout(root),
    renderer,
    cache: { ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 },
    rateLimit: false,
  });
  const app = Fastify();
  app.get('/support', (request, reply) =>
    pages.answer(request, reply, '/support', 'http://localhost/support'),
  );
  try {
    const down = await app.inject({ url: '/support' });
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe(fixture.page);
    expect(down.headers['server-timing']).toBe('page;desc="static"');
    expect(pages.cacheSize()).toBe(0);

    const back = await app.inject({ url: '/support' });
    expect(back.statusCode).toBe(200);
    expect(back.body).toBe('<h1>支持中心</h1>');
    expect(renderer.calls).toBe(2);
    const cached = await app.inject({ url: '/support' });
    expect(cached.headers['server-timing']).toBe('page;desc="cache"');
    expect(renderer.calls).toBe(2);
  } finally {
    await app.close();
  }
});

test('content written on any node drops the cached pages at the next look', async () => {
  const root = readableTempDir('page-content');
  writeDeployFixture(root);
  const renderer = stubRenderer([
    { status: 200, html: '<h1>新闻：旧标题</h1>', setCookies: [] },
    { status: 200, html: '<h1>新闻：新标题</h1>', setCookies: [] },
  ]);
  let version = 1;
  const pages = createPageAnswer({
    files: deployLayout(root),
    renderer,
    cache: { ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 },
    rateLimit: false,
    contentVersion: async () => version,
  });
  const app = Fastify();
  app.get('/support', (request, reply) =>
    pages.answer(request, reply, '/support', 'http://localhost/support'),
  );
  try {
    expect((await app.inject({ url: '/support' })).body).toBe('<h1>新闻：旧标题</h1>');
    expect((await app.inject({ url: '/support' })).headers['server-timing']).toBe(
      'page;desc="cache"',
    );
    version = 2;
    // The version is read in the background at most every 250 ms: the look after that sees it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.inject({ url: '/support' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await app.inject({ url: '/support' })).body).toBe('<h1>新闻：新标题</h1>');
  } finally {
    await app.close();
  }
});

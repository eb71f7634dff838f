import Fastify, { type FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { SECURITY_HEADER_NAMES, securityHeaders, type CaptchaProviderName } from './headers';
import { applySecurityHeaders, securityHeadersPlugin } from './plugin';
import { startTestApi } from '../test/harness';

/** helmet's other headers: none of them is part of the site's set. */
const NOT_SENT = [
  'strict-transport-security',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectSecurityHeaders(res: LightMyRequestResponse, provider: CaptchaProviderName) {
  for (const [name, value] of Object.entries(securityHeaders(provider))) {
    expect({ name, value: res.headers[name.toLowerCase()] }).toEqual({ name, value });
  }
  for (const name of NOT_SENT) expect(res.headers[name]).toBeUndefined();
}

async function site(
  captchaProvider: Parameters<typeof securityHeadersPlugin>[1]['captchaProvider'],
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(securityHeadersPlugin, { captchaProvider });
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('securityHeadersPlugin', () => {
  test('sends exactly the defined set on a route, a 404 and an error', async () => {
    const app = await site('builtin');
    try {
      for (const url of ['/page', '/nowhere', '/boom'])
        expectSecurityHeaders(await app.inject(url), 'builtin');
      expect((await app.inject('/boom')).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });

  test('asks a provider function on each request, so a registry change applies at once', async () => {
    let provider: CaptchaProviderName = 'builtin';
    const app = await site(async () => provider);
    try {
      expectSecurityHeaders(await app.inject('/page'), 'builtin');
      provider = 'tencent';
      expectSecurityHeaders(await app.inject('/page'), 'tencent');
      expectSecurityHeaders(await app.inject('/nowhere'), 'tencent');
    } finally {
      await app.close();
    }
  });

  test('the standalone API server sends the set on its answers, 404s and validation errors', async () => {
    const api = await startTestApi();
    try {
      expectSecurityHeaders(await api.app.inject('/api/web/index/getWebsiteMenu'), 'builtin');
      expectSecurityHeaders(await api.app.inject('/api/no/such/endpoint'), 'builtin');
      const invalid = await api.app.inject({
        method: 'POST',
        url: '/api/user/login/login',
        payload: { nothing: true },
      });
      expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(invalid, 'builtin');
    } finally {
      await api.close();
    }
  });
});

describe('applySecurityHeaders', () => {
  test('sets the whole set on a reply sent where no hook ran', async () => {
    const app = Fastify();
    app.get('/raw', async (_request, reply) => {
      applySecurityHeaders(reply, 'tencent');
      return reply.send('x');
    });
    try {
      const res = await app.inject('/raw');
      for (const name of SECURITY_HEADER_NAMES) {
        expect(res.headers[name.toLowerCase()]).toBe(securityHeaders('tencent')[name]);
      }
    } finally {
      await app.close();
    }
  });
});

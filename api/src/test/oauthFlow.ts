import type { FastifyInstance } from 'fastify';
import type { Answer } from './harness';

/** Helpers of the WeChat / QQ login tests: one browser (its cookie) going through the sandbox. */

/** What the provider sent back to the login page. */
export interface Callback {
  code: string;
  state: string;
  /** The `redirect_uri` the browser came back to, with its query. */
  location: string;
}

/** A browser: it keeps the nonce cookie the API sets, as a real one does. */
export interface Browser {
  cookie: string;
  get: <T = unknown>(url: string) => Promise<Answer<T>>;
  post: <T = unknown>(url: string, payload: object) => Promise<Answer<T>>;
}

/** A new browser on a test API, with its own client address. */
export function browser(app: FastifyInstance, ip = '10.9.0.1'): Browser {
  const self: Browser = {
    cookie: '',
    async get<T>(url: string): Promise<Answer<T>> {
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: ip,
        headers: self.cookie ? { cookie: self.cookie } : {},
      });
      const set = res.headers['set-cookie'];
      const first = Array.isArray(set) ? set[0] : set;
      if (first) self.cookie = first.split(';')[0] ?? '';
      return { status: res.statusCode, body: res.json() };
    },
    async post<T>(url: string, payload: object): Promise<Answer<T>> {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: ip,
        headers: self.cookie ? { cookie: self.cookie } : {},
      });
      return { status: res.statusCode, body: res.json() };
    },
  };
  return self;
}

/**
 * Asks for the authorize URL, opens the sandbox page and agrees as the sandbox user `name`.
 * @returns the code and state of the redirect back
 * @throws Error when a step does not answer as expected
 */
export async function authorizeInSandbox(
  app: FastifyInstance,
  client: Browser,
  platform: 'wechat' | 'qq',
  name: string,
  redirect = '/user/pwd',
): Promise<Callback> {
  const query = new URLSearchParams({ platform, redirect }).toString();
  const answer = await client.get<{ url: string }>(`/api/user/login/oauthUrl?${query}`);
  if (answer.status !== 200) throw new Error(`oauthUrl ${answer.status} ${answer.body.msg}`);
  const page = new URL(answer.body.data.url, 'http://localhost');
  const html = await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
  if (!html.body.includes('同意授权')) throw new Error(`sandbox page ${html.statusCode}`);
  const form = new URLSearchParams(page.search);
  form.set('user', name);
  form.set('decision', 'allow');
  const agreed = await app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = String(agreed.headers.location ?? '');
  const back = new URL(location, 'http://localhost');
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    location,
  };
}

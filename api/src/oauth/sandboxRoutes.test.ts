import Fastify from 'fastify';
import fs from 'node:fs';
import { openDatabase } from '../db/open';
import { pruneExpiredRows } from '../db/prune';
import { apiServerOptions } from '../framework';
import type { OAuthOptions } from './setup';
import { apiPlugin } from '../plugin';
import { securityHeadersPlugin } from '../security';
import { fakeOAuthApi, FAKE_OAUTH } from '../test/fakeOAuthApi';
import { startTestApi, tempDir, TEST_PUBLIC_ORIGIN, type TestApi } from '../test/harness';
import { testDeploy } from '../test/deploy';
import { authorizeInSandbox, browser } from '../test/oauthFlow';
import { freshTestDatabase } from '../test/database';

/** The sandbox provider's page, and the live mode (docs/api.md "WeChat and QQ login"). */

const PAGE = '/api/dev/oauth/wechat/authorize';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the sandbox authorize page', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startTestApi();
  });
  afterEach(() => api.close());

  const query = (redirectUri: string) =>
    new URLSearchParams({
      appid: 'wx-local',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'st-1',
    }).toString();

  it('is a plain Chinese form under the CSP: no script, no inline style', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: `${PAGE}?${query('/login?platform=wechat')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('微信授权登录');
    expect(res.body).toContain(
      '<button type="submit" name="decision" value="allow" class="allow">同意授权</button>',
    );
    expect(res.body).toContain('<label for="user">沙盒用户</label>');
    expect(res.body).not.toMatch(/<script|\sstyle=|<style|\son\w+=/i);
    const css = await api.app.inject({ method: 'GET', url: '/api/dev/oauth/sandbox.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('escapes what it echoes', async () => {
    const res = await api.app.inject({ method: 'GET', url: `${PAGE}?${query('/login?a="><b>')}` });
    expect(res.body).not.toContain('"><b>');
    expect(res.body).toContain('&quot;&gt;&lt;b&gt;');
  });

  it('refuses a redirect_uri of another site with an error page, whatever host the request names', async () => {
    for (const uri of ['https://evil.example/login', '//evil.example/login', '']) {
      const res = await api.app.inject({ method: 'GET', url: `${PAGE}?${query(uri)}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('不是本站地址');
    }
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }]) {
      const uri = 'http://evil.example/login?platform=wechat';
      const res = await api.app.inject({ method: 'GET', url: `${PAGE}?${query(uri)}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('不是本站地址');
    }
  });

  it('sends 拒绝 back as error=access_denied, and asks again for an empty name', async () => {
    const base = {
      appid: 'wx',
      redirect_uri: `${TEST_PUBLIC_ORIGIN}/login?platform=wechat`,
      state: 'st-2',
    };
    const denied = await api.app.inject({
      method: 'POST',
      url: PAGE,
      headers: form,
      payload: new URLSearchParams({ ...base, decision: 'deny' }).toString(),
    });
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toBe(
      `${TEST_PUBLIC_ORIGIN}/login?platform=wechat&error=access_denied&state=st-2`,
    );
    const empty = await api.app.inject({
      method: 'POST',
      url: PAGE,
      headers: form,
      payload: new URLSearchParams({ ...base, user: '  ', decision: 'allow' }).toString(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('请填写沙盒用户名称');
  });

  it('uses the app ids and login redirect URL of the deploy folder’s registry', async () => {
    const deploy = testDeploy();
    deploy.activate({});
    const withRegistry = await startTestApi(undefined, { deployDir: deploy.dir });
    try {
      const res = await withRegistry.app.inject({
        method: 'GET',
        url: '/api/user/login/oauthUrl?platform=qq',
      });
      const url = new URL((res.json() as { data: { url: string } }).data.url, 'http://localhost');
      expect(url.searchParams.get('client_id')).toBe('test');
      expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_ORIGIN}/?platform=qq`);
    } finally {
      await withRegistry.close();
      deploy.remove();
    }
  });
});

/** An API with the given WeChat / QQ options on a temporary database. */
async function oauthApi(oauth: OAuthOptions, now?: () => Date) {
  const dir = tempDir();
  const db = await openDatabase(await freshTestDatabase(dir));
  const app = Fastify(apiServerOptions({ logger: false }));
  app.addHook('onClose', async () => db.destroy());
  await app.register(securityHeadersPlugin, { captchaProvider: 'builtin' });
  await app.register(apiPlugin, {
    db,
    oauth,
    smsOutbox: false,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    ...(now ? { now } : {}),
  });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the live providers', () => {
  const site = { wechatAppId: FAKE_OAUTH.wechatAppId, qqAppId: '', loginRedirectUrl: '/login' };

  it('send the browser to WeChat and trade its code; the sandbox does not exist', async () => {
    const fake = fakeOAuthApi();
    const live = { wechatAppSecret: FAKE_OAUTH.wechatAppSecret, qqAppKey: null };
    const api = await oauthApi({ provider: 'live', site, live, fetch: fake.fetch });
    try {
      const client = browser(api.app);
      const answer = await client.get<{ url: string }>('/api/user/login/oauthUrl?platform=wechat');
      const url = new URL(answer.body.data.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
      expect(url.searchParams.get('appid')).toBe(FAKE_OAUTH.wechatAppId);
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const code = fake.issueCode('wechat', {
        openid: 'o-1',
        unionid: 'u-1',
        nickname: '微信用户',
      });
      const login = await client.post('/api/user/login/weChatLogin', {
        code,
        state: url.searchParams.get('state'),
      });
      expect(login.body.data).toMatchObject({ nickname: '微信用户', redirect: '/' });
      expect(redirectUri).toBe(`${TEST_PUBLIC_ORIGIN}/login?platform=wechat`);

      const qq = await client.get('/api/user/login/oauthUrl?platform=qq');
      expect(qq).toEqual({
        status: 503,
        body: { code: 50300, msg: 'QQ登录暂不可用，请稍后再试或使用其他方式登录', data: null },
      });
      const page = await api.app.inject({ method: 'GET', url: PAGE });
      expect(page.statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });

  it('answer 503 when WeChat cannot be reached', async () => {
    const fake = fakeOAuthApi();
    fake.mode = 'error-status';
    const live = { wechatAppSecret: FAKE_OAUTH.wechatAppSecret, qqAppKey: null };
    const api = await oauthApi({ provider: 'live', site, live, fetch: fake.fetch });
    try {
      const client = browser(api.app);
      const answer = await client.get<{ url: string }>('/api/user/login/oauthUrl?platform=wechat');
      const state = new URL(answer.body.data.url).searchParams.get('state');
      const login = await client.post('/api/user/login/weChatLogin', { code: 'c', state });
      expect(login.status).toBe(503);
      expect(login.body.code).toBe(50300);
    } finally {
      await api.close();
    }
  });
});

test('pruning deletes expired states, sandbox codes and bind tickets, and keeps live ones', async () => {
  let clock = Date.parse('2026-11-24T10:00:00+08:00');
  const api = await oauthApi({ provider: 'sandbox' }, () => new Date(clock));
  try {
    const client = browser(api.app);
    const back = await authorizeInSandbox(api.app, client, 'wechat', 'p1');
    await client.post('/api/user/login/weChatLogin', { code: back.code, state: back.state });
    await authorizeInSandbox(api.app, client, 'qq', 'p2');
    clock += 5 * 60_000;
    // The QQ code (5 minutes) went; its state and the WeChat bind ticket (10 minutes) stay.
    expect((await pruneExpiredRows(api.db, new Date(clock))).oauthRows).toBe(2);
    clock += 5 * 60_000;
    expect((await pruneExpiredRows(api.db, new Date(clock))).oauthRows).toBe(3);
  } finally {
    await api.close();
  }
});

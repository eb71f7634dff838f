import { openDatabase } from '../db/open';
import { DEMO, get, passCaptcha, TEST_PUBLIC_ORIGIN, type TestApi } from '../test/harness';
import { authorizeInSandbox, browser, type Browser } from '../test/oauthFlow';
import { lastSmsCode, withSmsTestApi } from '../test/smsOutbox';

/** WeChat and QQ login through the local sandbox (docs/api.md "WeChat and QQ login"). */

const WX = {
  login: '/api/user/login/weChatLogin',
  send: '/api/user/sms/sendBindWxSms',
  bind: '/api/user/register/weChatLoginBindPhone',
};
const QQ = {
  login: '/api/user/login/QQLogin',
  send: '/api/user/sms/sendBindQQSms',
  bind: '/api/user/register/qqLoginBindPhone',
};
let clock = Date.parse('2026-11-24T10:00:00+08:00');
let api: TestApi;
let client: Browser;
withSmsTestApi(
  () => new Date(clock),
  (started) => {
    api = started;
    client = browser(api.app);
  },
);

type LoginData = { token?: string; bindTicket?: string; nickname?: string; redirect: string };

async function login(paths: typeof WX, platform: 'wechat' | 'qq', name: string, who = client) {
  const back = await authorizeInSandbox(api.app, who, platform, name);
  return who.post<LoginData>(paths.login, { code: back.code, state: back.state });
}

/** A send's body with a passed captcha's ticket (every SMS send needs one). */
async function withCaptcha<T extends object>(
  body: T,
): Promise<T & { ticket: string; rand: string }> {
  const { ticket, randstr } = await passCaptcha(api.app);
  return { ...body, ticket, rand: randstr };
}

async function bind(paths: typeof WX, bindTicket: string, phone: string) {
  const sent = await client.post(paths.send, await withCaptcha({ phone, bindTicket }));
  expect(sent.body).toEqual({ code: 0, msg: '成功', data: { resendInSec: 60, expiresInSec: 300 } });
  const code = await lastSmsCode(api.app, phone);
  return client.post<{ token: string; redirect: string }>(paths.bind, { bindTicket, phone, code });
}

describe('a first WeChat login', () => {
  it('binds a new phone (creating the account), then the same WeChat logs straight in', async () => {
    const first = await login(WX, 'wechat', '小星');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      bindTicket: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      nickname: '小星',
      redirect: '/user/pwd',
    });
    const bound = await bind(WX, first.body.data.bindTicket ?? '', '13912345678');
    expect(bound.status).toBe(200);
    expect(bound.body.data.redirect).toBe('/user/pwd');
    const info = await get<{ phone: string }>(
      api.app,
      '/api/user/user/getUserInfo',
      bound.body.data.token,
    );
    expect(info.body.data.phone).toBe('13912345678');

    clock += 60_000;
    const again = await login(WX, 'wechat', '小星');
    expect(again.body.data).toEqual({ token: expect.any(String), redirect: '/user/pwd' });
    const infoAgain = await get<{ phone: string }>(
      api.app,
      '/api/user/user/getUserInfo',
      again.body.data.token,
    );
    expect(infoAgain.body.data.phone).toBe('13912345678');

    const db = await openDatabase(api.dbFile);
    try {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('phone', '=', '13912345678')
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$2[aby]\$10\$/);
      const links = await db.selectFrom('user_oauth_links').selectAll().execute();
      expect(links).toEqual([
        expect.objectContaining({
          platform: 'wechat',
          user_id: user.id,
          openid: expect.stringMatching(/^sbx-wechat-/),
        }),
      ]);
      const events = await db
        .selectFrom('auth_events')
        .select(['kind', 'detail'])
        .orderBy('id')
        .execute();
      expect(events.map((e) => `${e.kind}:${e.detail}`)).toEqual([
        'sms_sent:bindWx',
        'registered:wechat',
        'login_ok:wechat_bind',
        'login_ok:wechat',
      ]);
      const stored = JSON.stringify([
        await db.selectFrom('oauth_states').selectAll().execute(),
        await db.selectFrom('oauth_bind_tickets').selectAll().execute(),
        await db.selectFrom('oauth_sandbox_codes').selectAll().execute(),
      ]);
      expect(stored).not.toContain(first.body.data.bindTicket);
    } finally {
      await db.destroy();
    }
  });

  it('binds the phone of an existing account, which then logs in by QQ', async () => {
    const first = await login(QQ, 'qq', 'qq-demo');
    const bound = await bind(QQ, first.body.data.bindTicket ?? '', DEMO.phone);
    expect(bound.status).toBe(200);
    const info = await get<{ phone: string }>(
      api.app,
      '/api/user/user/getUserInfo',
      bound.body.data.token,
    );
    expect(info.body.data.phone).toBe(DEMO.phone);

    clock += 61_000;
    const other = await login(QQ, 'qq', 'another-qq');
    const refused = await bind(QQ, other.body.data.bindTicket ?? '', DEMO.phone);
    expect(refused.body).toEqual({
      code: 40064,
      msg: '该手机号已绑定其他QQ，请更换手机号，或使用原来的QQ登录',
      data: null,
    });
  });

  it('keeps the ticket after a wrong SMS code, and uses it only once', async () => {
    const first = await login(WX, 'wechat', 'w1');
    const bindTicket = first.body.data.bindTicket ?? '';
    await client.post(WX.send, await withCaptcha({ phone: '13911112222', bindTicket }));
    const code = await lastSmsCode(api.app, '13911112222');
    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await client.post(WX.bind, { bindTicket, phone: '13911112222', code: wrong });
    expect(miss.body).toMatchObject({ code: 40020, msg: '短信验证码错误，还可尝试 4 次' });
    expect((await client.post(WX.bind, { bindTicket, phone: '13911112222', code })).status).toBe(
      200,
    );
    const reused = await client.post(WX.bind, { bindTicket, phone: '13911112222', code });
    expect(reused.body).toEqual({
      code: 40062,
      msg: '绑定手机号已超时，请重新使用微信登录',
      data: null,
    });
  });

  it('sends a binding code only after a passed captcha', async () => {
    const wx = await login(WX, 'wechat', 'w3');
    const bindTicket = wx.body.data.bindTicket ?? '';
    const none = await client.post(WX.send, { phone: '13900002222', bindTicket });
    expect(none.body.code).toBe(40001);
    const made = await client.post(WX.send, {
      phone: '13900002222',
      bindTicket,
      ticket: 'made-up',
      rand: 'made-up',
    });
    expect(made.body).toMatchObject({ code: 40010, msg: '验证码已失效，请重新验证' });
    const outbox = await get(api.app, '/api/dev/sms/outbox?phone=13900002222');
    expect(outbox.body).toMatchObject({ data: { list: [] } });
  });

  it('refuses a ticket that expired, was made for QQ, or is made up, and sends no SMS for it', async () => {
    const qq = await login(QQ, 'qq', 'q1');
    const onWeChat = await client.post(
      WX.send,
      await withCaptcha({ phone: '13900001111', bindTicket: qq.body.data.bindTicket }),
    );
    expect(onWeChat.body.code).toBe(40062);
    const madeUp = await client.post(
      WX.send,
      await withCaptcha({ phone: '13900001111', bindTicket: 'x'.repeat(32) }),
    );
    expect(madeUp.body.code).toBe(40062);
    const wx = await login(WX, 'wechat', 'w2');
    clock += 10 * 60_000;
    const late = await client.post(
      WX.send,
      await withCaptcha({ phone: '13900001111', bindTicket: wx.body.data.bindTicket }),
    );
    expect(late.body.code).toBe(40062);
    const outbox = await api.app.inject({
      method: 'GET',
      url: '/api/dev/sms/outbox?phone=13900001111',
    });
    expect(outbox.json()).toMatchObject({ data: { list: [] } });
  });

  it('refuses the second binding of one WeChat made from two tickets', async () => {
    const one = await login(WX, 'wechat', 'twice');
    const two = await login(WX, 'wechat', 'twice');
    expect((await bind(WX, one.body.data.bindTicket ?? '', '13955556666')).status).toBe(200);
    clock += 61_000;
    const second = await bind(WX, two.body.data.bindTicket ?? '', '13955557777');
    expect(second.body).toEqual({
      code: 40063,
      msg: '该微信已绑定其他星衡时空账号，请直接使用微信登录',
      data: null,
    });
  });
});

describe('the state and the code', () => {
  it('work once, for their platform, in the browser that asked, within 10 minutes', async () => {
    const back = await authorizeInSandbox(api.app, client, 'wechat', 's1');
    const stranger = browser(api.app, '10.9.0.2');
    const stolen = await stranger.post(WX.login, { code: back.code, state: back.state });
    expect(stolen.body).toEqual({
      code: 40060,
      msg: '登录请求已失效，请重新发起微信登录',
      data: null,
    });
    // The stranger's try spent the state.
    expect((await client.post(WX.login, { code: back.code, state: back.state })).body.code).toBe(
      40060,
    );

    const qq = await authorizeInSandbox(api.app, client, 'qq', 's1');
    expect((await client.post(WX.login, { code: qq.code, state: qq.state })).body.code).toBe(40060);

    const late = await authorizeInSandbox(api.app, client, 'wechat', 's1');
    clock += 10 * 60_000;
    expect((await client.post(WX.login, { code: late.code, state: late.state })).body.code).toBe(
      40060,
    );
  });

  it('a code is refused once used, or made up', async () => {
    const back = await authorizeInSandbox(api.app, client, 'wechat', 'c1');
    expect((await client.post(WX.login, { code: back.code, state: back.state })).status).toBe(200);
    const query = new URLSearchParams({ platform: 'wechat', redirect: '/' }).toString();
    const url = await client.get<{ url: string }>(`/api/user/login/oauthUrl?${query}`);
    const state = new URL(url.body.data.url, 'http://localhost').searchParams.get('state') ?? '';
    const reused = await client.post(WX.login, { code: back.code, state });
    expect(reused.body).toEqual({ code: 40061, msg: '微信授权已失效，请重新授权', data: null });
  });

  it('the authorize URL has the provider parameters, the login page as redirect_uri, and a cookie', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/user/login/oauthUrl?platform=wechat&redirect=%2Forder',
      // A caller's host is never the base of redirect_uri: the configured public origin is.
      headers: { host: 'attacker.example:8443', 'x-forwarded-host': 'evil.example' },
    });
    const url = new URL((res.json() as { data: { url: string } }).data.url, TEST_PUBLIC_ORIGIN);
    expect(url.pathname).toBe('/api/dev/oauth/wechat/authorize');
    expect(url.hash).toBe('#wechat_redirect');
    expect([...url.searchParams.keys()]).toEqual([
      'appid',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
    ]);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${TEST_PUBLIC_ORIGIN}/login?platform=wechat`,
    );
    expect(res.headers['set-cookie']).toMatch(
      /^xh_oauth_nonce=[A-Za-z0-9_-]{32}; Path=\/api\/user\/login; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    const offSite = await client.get(
      '/api/user/login/oauthUrl?platform=wechat&redirect=%2F%2Fevil.example',
    );
    expect(offSite.body).toEqual({
      code: 40001,
      msg: '跳转地址（redirect）须为本站路径',
      data: null,
    });
    expect((await client.get('/api/user/login/oauthUrl?platform=weibo')).body.code).toBe(40001);
  });
});

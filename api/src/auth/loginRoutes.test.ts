import { openDatabase } from '../db/open';
import { hashTicket } from '../captcha/tickets';
import {
  DEMO,
  get,
  letCaptchaTimePass,
  passCaptcha,
  post,
  seeChallenge,
  startTestApi,
  type TestApi,
} from '../test/harness';
import { humanDrag } from '../test/sliderSolver';

const LOGIN = '/api/user/login/login';
const USER_INFO = '/api/user/user/getUserInfo';
const COUNT = '/api/order/orderHeader/countNoPayServerOrder';

let clock = Date.parse('2026-11-22T10:00:00+08:00');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(() => new Date(clock));
});
afterAll(() => api.close());

describe('login flow', () => {
  it('goes from captcha to token to user info to logout', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    const wrong = await post<{ ret: number; ticket: string }>(
      api.app,
      '/api/captcha/slider/verify',
      { challengeId, trace: humanDrag(target > 0.5 ? target - 0.2 : target + 0.2) },
    );
    expect(wrong.body.data.ret).not.toBe(0);
    expect(wrong.body.data.ticket).toBe('');

    const first = await passCaptcha(api.app);
    const badPassword = await post(api.app, LOGIN, {
      phone: DEMO.phone,
      password: 'not-the-password',
      ticket: first.ticket,
      rand: first.randstr,
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body).toMatchObject({ code: 40012, msg: '手机号或密码错误', data: null });

    const sameTicket = await post(api.app, LOGIN, {
      ...DEMO,
      ticket: first.ticket,
      rand: first.randstr,
    });
    expect(sameTicket.body).toMatchObject({ code: 40010, msg: '验证码已失效，请重新验证' });

    const second = await passCaptcha(api.app);
    const success = await post<{ token: string }>(api.app, LOGIN, {
      ...DEMO,
      ticket: second.ticket,
      rand: second.randstr,
    });
    expect(success.status).toBe(200);
    const { token } = success.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await get(api.app, USER_INFO, token);
    expect(info.body).toMatchObject({
      code: 0,
      data: { phone: DEMO.phone, nickname: '测绘小星', countNoPayServerOrder: 2 },
    });
    expect((await get(api.app, COUNT, `Bearer ${token}`)).body).toMatchObject({ code: 0, data: 2 });

    expect((await post(api.app, '/api/user/login/logout', undefined, token)).body).toMatchObject({
      code: 0,
      data: null,
    });
    const after = await get(api.app, USER_INFO, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    for (const url of [USER_INFO, COUNT]) {
      expect((await get(api.app, url)).status).toBe(401);
      const unknown = await get(api.app, url, 'no-such-token');
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe(401);
    }
  });

  it('accepts a ticket once only', async () => {
    const { ticket, randstr } = await passCaptcha(api.app);
    const once = await post(api.app, '/api/user/login/verifyTicket', { ticket, randstr });
    expect(once.body).toMatchObject({ code: 0, data: { valid: true } });
    const twice = await post(api.app, '/api/user/login/verifyTicket', { ticket, randstr });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ code: 40010, msg: '验证码已失效，请重新验证' });
  });

  it('rejects a ticket older than two minutes and a token older than twelve hours', async () => {
    const stale = await passCaptcha(api.app);
    clock += 121_000;
    const late = await post(api.app, LOGIN, { ...DEMO, ticket: stale.ticket, rand: stale.randstr });
    expect(late.body.code).toBe(40010);

    const fresh = await passCaptcha(api.app);
    const login = await post<{ token: string }>(api.app, LOGIN, {
      ...DEMO,
      ticket: fresh.ticket,
      rand: fresh.randstr,
    });
    const { token } = login.body.data;
    expect((await get(api.app, COUNT, token)).body.data).toBe(2);
    clock += 12 * 60 * 60 * 1000 + 1;
    expect((await get(api.app, COUNT, token)).status).toBe(401);
  });

  it('rejects a malformed login body with 400/40001 and writes nothing', async () => {
    const db = await openDatabase(api.dbFile);
    const tokensBefore = await db.selectFrom('auth_tokens').select('token_hash').execute();
    const { ticket, randstr } = await passCaptcha(api.app);
    const bad = await post(api.app, LOGIN, {
      phone: '12345',
      password: DEMO.password,
      ticket,
      rand: randstr,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 40001, data: null });
    expect(bad.body.msg).toContain('手机号');
    const missing = await post(api.app, LOGIN);
    expect(missing.body.code).toBe(40001);

    const tokensAfter = await db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(tokensAfter).toHaveLength(tokensBefore.length);
    const ticketRow = await db
      .selectFrom('captcha_tickets')
      .select('used_at')
      .where('ticket', '=', hashTicket(ticket))
      .executeTakeFirstOrThrow();
    expect(ticketRow.used_at).toBeNull();
    await db.destroy();
  });
});

describe('login rate limit', () => {
  it('answers 429/42900 after 10 attempts a minute', async () => {
    const limited = await startTestApi();
    try {
      const attempt = { ...DEMO, ticket: 'unknown-ticket', rand: 'unknown' };
      for (let i = 0; i < 10; i += 1) {
        expect((await post(limited.app, LOGIN, attempt)).body.code).toBe(40010);
      }
      const blocked = await post(limited.app, LOGIN, attempt);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ code: 42900, msg: '操作过于频繁，请稍后再试', data: null });
    } finally {
      await limited.close();
    }
  });
});

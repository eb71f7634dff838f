import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/open';
import { DEMO, passCaptcha, startTestApi, type Answer, type TestApi } from '../test/harness';
import { seedLoginFailures } from '../test/loginFailures';

const LOGIN = '/api/user/login/login';
const WRONG = { code: 40012, msg: '手机号或密码错误', data: null };
/** A phone without an account. */
const NOBODY = '13700137000';

let clock = Date.parse('2026-11-23T10:00:00+08:00');
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(() => new Date(clock));
});
afterEach(() => api.close());

/** A password login of `phone` from a given client address, with a fresh captcha ticket. */
async function login(
  password: string,
  ip: string,
  phone: string = DEMO.phone,
): Promise<Answer<{ token: string }>> {
  const app: FastifyInstance = api.app;
  const { ticket, randstr } = await passCaptcha(app);
  const res = await app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { phone, password, ticket, rand: randstr },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() };
}

const LOCKED_15 = {
  code: 42300,
  msg: '密码连续错误 10 次，当前网络已暂停该账号的密码登录，请 15 分钟后再试或使用短信验证码登录',
  data: null,
};

describe('wrong passwords from one address', () => {
  it('are answered at once three times, then only after a growing wait (429 with retryAfter)', async () => {
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(`wrong-${i}`, '10.8.0.1')).body).toEqual(WRONG);
    }
    const early = await login(DEMO.password, '10.8.0.1');
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      code: 42903,
      msg: '密码错误次数较多，请 5 秒后再试',
      data: { retryAfter: 5 },
    });
    clock += 5_000;
    expect((await login('wrong-5', '10.8.0.1')).body).toEqual(WRONG);
    const next = await login(DEMO.password, '10.8.0.1');
    expect(next.body).toMatchObject({ code: 42903, data: { retryAfter: 15 } });
    clock += 15_000;
    expect((await login(DEMO.password, '10.8.0.1')).status).toBe(200);
  });

  it('lock that address out of that phone at the 10th, for 15 minutes', async () => {
    await seedLoginFailures(api.dbFile, { phone: DEMO.phone, ip: '10.8.1.1', count: 9, at: clock });
    clock += 60_000;
    const tenth = await login('wrong-10', '10.8.1.1');
    expect(tenth.status).toBe(423);
    expect(tenth.body).toEqual(LOCKED_15);
    clock += 6 * 60_000;
    const right = await login(DEMO.password, '10.8.1.1');
    expect(right.status).toBe(423);
    expect(right.body.msg).toContain('请 9 分钟后再试');
    clock += 9 * 60_000;
    expect((await login(DEMO.password, '10.8.1.1')).status).toBe(200);
  });

  it('never lock the owner out on another address', async () => {
    await seedLoginFailures(api.dbFile, { phone: DEMO.phone, ip: '10.8.2.1', count: 9, at: clock });
    clock += 60_000;
    expect((await login('wrong-10', '10.8.2.1')).status).toBe(423);
    expect((await login('wrong-11', '10.8.2.1')).status).toBe(423);
    const owner = await login(DEMO.password, '10.9.9.9');
    expect(owner.status).toBe(200);
    expect(owner.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('start again after the right password', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await login('wrong', '10.8.3.1')).body).toEqual(WRONG);
    expect((await login(DEMO.password, '10.8.3.1')).status).toBe(200);
    for (let i = 1; i <= 3; i += 1) expect((await login('wrong', '10.8.3.1')).body).toEqual(WRONG);
    expect((await login(DEMO.password, '10.8.3.1')).status).toBe(200);
  });
});

describe('a phone without an account', () => {
  it('gets exactly the answers of a registered one: wrong, wait, lock', async () => {
    const run = async (phone: string, ip: string) => {
      const bodies: unknown[] = [];
      for (let i = 1; i <= 5; i += 1) bodies.push((await login(`wrong-${i}`, ip, phone)).body);
      return bodies;
    };
    const registered = await run(DEMO.phone, '10.7.0.1');
    const unregistered = await run(NOBODY, '10.7.0.2');
    expect(unregistered).toEqual(registered);
    expect(registered.at(-1)).toMatchObject({ code: 42903 });

    for (const [phone, ip] of [
      [DEMO.phone, '10.7.1.1'],
      [NOBODY, '10.7.1.2'],
    ] as const) {
      await seedLoginFailures(api.dbFile, { phone, ip, count: 9, at: clock });
    }
    clock += 60_000;
    const lockedRegistered = await login('wrong', '10.7.1.1');
    const lockedUnregistered = await login('wrong', '10.7.1.2', NOBODY);
    expect(lockedUnregistered.status).toBe(423);
    expect(lockedUnregistered.body).toEqual(lockedRegistered.body);
  });
});

describe('the audit', () => {
  it('records every attempt without the password, the full phone or the address', async () => {
    for (let i = 1; i <= 4; i += 1) await login(`secret-wrong-${i}`, '10.8.4.1');
    await login(DEMO.password, '10.8.4.1');
    await login(DEMO.password, '10.8.4.2');
    const db = await openDatabase(api.dbFile);
    try {
      const events = await db.selectFrom('auth_events').selectAll().orderBy('id').execute();
      expect(events.map((e) => [e.kind, e.outcome, e.detail])).toEqual([
        ['login_failed', 'refused', 'wrong_password'],
        ['login_failed', 'refused', 'wrong_password'],
        ['login_failed', 'refused', 'wrong_password'],
        ['login_failed', 'refused', 'wrong_password'],
        ['login_failed', 'refused', 'throttled'],
        ['login_ok', 'ok', 'password'],
      ]);
      const addresses = new Set(events.map((e) => e.address_hash));
      expect(addresses.size).toBe(2);
      const rows = await db.selectFrom('login_throttle').selectAll().execute();
      for (const row of [...events, ...rows]) {
        const texts = Object.values(row).map(String).join('|');
        expect(texts).not.toContain('secret-wrong');
        expect(texts).not.toContain(DEMO.password);
        expect(texts).not.toContain(DEMO.phone);
        expect(texts).not.toContain('10.8.4.');
      }
    } finally {
      await db.destroy();
    }
  });
});

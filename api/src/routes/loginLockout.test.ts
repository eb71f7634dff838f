import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/open';
import { DEMO, passCaptcha, startTestApi, type Answer, type TestApi } from '../test/harness';

const LOGIN = '/api/user/login/login';
const WRONG = { code: 40012, msg: '手机号或密码错误', data: null };

let clock = Date.parse('2026-11-23T10:00:00+08:00');
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(() => new Date(clock));
});
afterEach(() => api.close());

/** A password login from a given client address, with a fresh captcha ticket. */
async function login(password: string, ip: string): Promise<Answer<{ token: string }>> {
  const app: FastifyInstance = api.app;
  const { ticket, randstr } = await passCaptcha(app);
  const res = await app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { phone: DEMO.phone, password, ticket, rand: randstr },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('account lockout', () => {
  it('locks the account for 15 minutes at the 5th wrong password, from any address', async () => {
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(`wrong-${i}`, `10.8.0.${i}`)).body).toEqual(WRONG);
    }
    const fifth = await login('wrong-5', '10.8.0.5');
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual({
      code: 42300,
      msg: '密码连续错误 5 次，账号已锁定，请 15 分钟后再试',
      data: null,
    });

    clock += 6 * 60_000;
    const right = await login(DEMO.password, '10.9.9.9');
    expect(right.status).toBe(423);
    expect(right.body.msg).toBe('密码连续错误 5 次，账号已锁定，请 9 分钟后再试');

    clock += 9 * 60_000 - 1;
    expect((await login(DEMO.password, '10.9.9.8')).body.msg).toContain('请 1 分钟后再试');
    clock += 1;
    const after = await login(DEMO.password, '10.9.9.7');
    expect(after.status).toBe(200);
    expect(after.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('counts wrong passwords in a row only: the right one starts again', async () => {
    for (let i = 1; i <= 4; i += 1) expect((await login('wrong', '10.8.1.1')).body).toEqual(WRONG);
    expect((await login(DEMO.password, '10.8.1.1')).status).toBe(200);
    for (let i = 1; i <= 4; i += 1) expect((await login('wrong', '10.8.1.2')).body).toEqual(WRONG);
    expect((await login(DEMO.password, '10.8.1.2')).status).toBe(200);
  });

  it('audits every attempt without the password, the full phone or the address', async () => {
    for (let i = 1; i <= 5; i += 1) await login(`secret-wrong-${i}`, '10.8.2.1');
    await login(DEMO.password, '10.8.2.2');
    clock += 15 * 60_000;
    await login(DEMO.password, '10.8.2.2');
    const db = await openDatabase(api.dbFile);
    try {
      const events = await db.selectFrom('auth_events').selectAll().orderBy('id').execute();
      expect(events.map((e) => [e.kind, e.outcome, e.detail])).toEqual([
        ['login_failed', 'refused', 'wrong_password'],
        ['login_failed', 'refused', 'wrong_password'],
        ['login_failed', 'refused', 'wrong_password'],
        ['login_failed', 'refused', 'wrong_password'],
        ['login_locked', 'refused', 'lock_started'],
        ['login_locked', 'refused', 'while_locked'],
        ['login_ok', 'ok', 'password'],
      ]);
      const addresses = new Set(events.map((e) => e.address_hash));
      expect(addresses.size).toBe(2);
      for (const event of events) {
        expect(event.phone_masked).toBe('138****8000');
        const texts = Object.values(event).map(String).join('|');
        expect(texts).not.toContain('secret-wrong');
        expect(texts).not.toContain(DEMO.password);
        expect(texts).not.toContain(DEMO.phone);
        expect(texts).not.toContain('10.8.2.');
      }
    } finally {
      await db.destroy();
    }
  });
});

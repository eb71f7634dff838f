import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../db/open';
import {
  DEMO,
  get,
  passCaptcha,
  post,
  send,
  startTestApi,
  type Answer,
  type TestApi,
} from '../test/harness';
import { lastSmsCode, smsOutbox, withSmsTestApi } from '../test/smsOutbox';

/** Registration (docs/api.md "Registration and password reset"). */

const NEW_PHONE = '13900139001';
const PASSWORD = 'Beidou2026x';
let clock = Date.parse('2026-11-24T09:00:00+08:00');
let api: TestApi;
withSmsTestApi(
  () => new Date(clock),
  (started) => (api = started),
);

/** POST from a given client address (the per-IP limits count by address). */
async function postFrom<T = unknown>(
  app: FastifyInstance,
  url: string,
  payload: object,
  ip = '10.2.0.1',
): Promise<Answer<T>> {
  return send<T>(app, url, { method: 'POST', payload, from: ip });
}

async function sendRegisterSms(phone: string) {
  const { ticket, randstr } = await passCaptcha(api.app);
  return postFrom(api.app, '/api/user/sms/sendRegisterSms', { phone, ticket, rand: randstr });
}

async function verify(phone: string, code: string, purpose: 'register' | 'reset' = 'register') {
  return postFrom<{ smsTicket: string; expiresInSec: number }>(
    api.app,
    '/api/user/register/verifySmsCode',
    { phone, code, purpose },
  );
}

async function register(body: object) {
  return postFrom<{ token: string }>(api.app, '/api/user/register/phoneRegister', body);
}

/** Sends a register code to `phone` and trades it for an SMS ticket. */
async function registerTicket(phone: string): Promise<string> {
  expect((await sendRegisterSms(phone)).status).toBe(200);
  const verified = await verify(phone, await lastSmsCode(api.app, phone));
  expect(verified.status).toBe(200);
  return verified.body.data.smsTicket;
}

describe('phone registration', () => {
  it('captcha, code, ticket, password and consent make an account that is logged in', async () => {
    const sent = await sendRegisterSms(NEW_PHONE);
    expect(sent.body.data).toEqual({ resendInSec: 60, expiresInSec: 300 });
    const code = await lastSmsCode(api.app, NEW_PHONE);
    const verified = await verify(NEW_PHONE, code);
    expect(verified.body.data).toEqual({ smsTicket: expect.any(String), expiresInSec: 600 });
    const { smsTicket } = verified.body.data;

    const made = await register({ phone: NEW_PHONE, smsTicket, password: PASSWORD, agree: true });
    expect(made.status).toBe(200);
    const info = await get<{ phone: string }>(
      api.app,
      '/api/user/user/getUserInfo',
      made.body.data.token,
    );
    expect(info.body.data.phone).toBe(NEW_PHONE);

    const db = await openDatabase(api.dbFile);
    try {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('phone', '=', NEW_PHONE)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$2[aby]\$10\$/);
      expect(user.terms_agreed_at).toBe(clock);
      expect(user.nickname).toBe('星衡用户9001');
      const tickets = await db.selectFrom('sms_tickets').selectAll().execute();
      const stored = JSON.stringify({ user, tickets });
      for (const secret of [PASSWORD, code, smsTicket]) expect(stored).not.toContain(secret);
      const events = await db.selectFrom('auth_events').selectAll().orderBy('id').execute();
      expect(events.map((e) => [e.kind, e.detail])).toEqual([
        ['sms_sent', 'register'],
        ['registered', 'phone'],
        ['login_ok', 'register'],
      ]);
      expect(JSON.stringify(events)).not.toContain(PASSWORD);
    } finally {
      await db.destroy();
    }

    // The password logs in.
    const { ticket, randstr } = await passCaptcha(api.app);
    const login = await post(api.app, '/api/user/login/login', {
      phone: NEW_PHONE,
      password: PASSWORD,
      ticket,
      rand: randstr,
    });
    expect(login.status).toBe(200);
  });

  it('a registered phone gets the answer of a new one and a notice without a code', async () => {
    const registered = await sendRegisterSms(DEMO.phone);
    const fresh = await sendRegisterSms(NEW_PHONE);
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual(fresh.body);
    const outbox = await smsOutbox(api.app, DEMO.phone);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.code).toBeNull();
    expect(outbox[0]?.text).toContain('已注册');
    expect((await verify(DEMO.phone, '000000', 'register')).body.code).toBe(40021);
  });

  it('sending a register code needs a passed captcha', async () => {
    const sent = await postFrom(api.app, '/api/user/sms/sendRegisterSms', {
      phone: NEW_PHONE,
      ticket: 'made-up',
      rand: 'made-up',
    });
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ code: 40010 });
  });

  it.each([
    ['short1', '密码（password）长度须为 8–20 位'],
    ['onlyletters', '密码（password）须同时包含字母和数字'],
    ['has space 123', '密码（password）只能由字母、数字和英文符号组成，不能含空格'],
  ])('refuses the password %p with a Chinese message and keeps the ticket', async (bad, msg) => {
    const smsTicket = await registerTicket(NEW_PHONE);
    const refused = await register({ phone: NEW_PHONE, smsTicket, password: bad, agree: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 40001, msg });
    const made = await register({ phone: NEW_PHONE, smsTicket, password: PASSWORD, agree: true });
    expect(made.status).toBe(200);
  });

  it('refuses a registration without consent', async () => {
    const smsTicket = await registerTicket(NEW_PHONE);
    const refused = await register({
      phone: NEW_PHONE,
      smsTicket,
      password: PASSWORD,
      agree: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 40001,
      msg: '请阅读并同意用户协议和隐私政策（agree）',
    });
  });

  it('an SMS ticket is used once, only for its phone, and expires after 10 minutes', async () => {
    const smsTicket = await registerTicket(NEW_PHONE);
    const other = await register({
      phone: '13900139002',
      smsTicket,
      password: PASSWORD,
      agree: true,
    });
    expect(other.body).toMatchObject({ code: 40022, msg: '短信验证已过期，请重新获取验证码' });
    clock += 10 * 60_000;
    const late = await register({ phone: NEW_PHONE, smsTicket, password: PASSWORD, agree: true });
    expect(late.body.code).toBe(40022);

    clock += 60_000;
    const fresh = await registerTicket(NEW_PHONE);
    expect(
      (await register({ phone: NEW_PHONE, smsTicket: fresh, password: PASSWORD, agree: true }))
        .status,
    ).toBe(200);
    const again = await register({
      phone: NEW_PHONE,
      smsTicket: fresh,
      password: PASSWORD,
      agree: true,
    });
    expect(again.body.code).toBe(40022);
  });

  it('a register code does not reset a password, and a login code does not register', async () => {
    expect((await sendRegisterSms(NEW_PHONE)).status).toBe(200);
    const code = await lastSmsCode(api.app, NEW_PHONE);
    expect((await verify(NEW_PHONE, code, 'reset')).body.code).toBe(40021);

    clock += 61_000;
    const captcha = await passCaptcha(api.app);
    await postFrom(api.app, '/api/user/sms/sendLoginSms', {
      phone: DEMO.phone,
      ticket: captcha.ticket,
      rand: captcha.randstr,
    });
    const loginCode = await lastSmsCode(api.app, DEMO.phone);
    expect((await verify(DEMO.phone, loginCode, 'register')).body.code).toBe(40021);
  });

  it('a code expires after 5 minutes', async () => {
    expect((await sendRegisterSms(NEW_PHONE)).status).toBe(200);
    const code = await lastSmsCode(api.app, NEW_PHONE);
    clock += 5 * 60_000;
    const late = await verify(NEW_PHONE, code);
    expect(late.body).toMatchObject({ code: 40021, msg: '短信验证码已失效，请重新获取' });
  });

  it('a phone registered between the ticket and the submit gets 40040, not a second account', async () => {
    const first = await registerTicket(NEW_PHONE);
    clock += 61_000;
    const second = await registerTicket(NEW_PHONE);
    expect(
      (await register({ phone: NEW_PHONE, smsTicket: first, password: PASSWORD, agree: true }))
        .status,
    ).toBe(200);
    const twice = await register({
      phone: NEW_PHONE,
      smsTicket: second,
      password: PASSWORD,
      agree: true,
    });
    expect(twice.body).toMatchObject({ code: 40040 });
    const db = await openDatabase(api.dbFile);
    try {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', NEW_PHONE)
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});

describe('rate limits', () => {
  it('verifySmsCode answers 429 42900 beyond 10 a minute from one address, not from another', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await verify(NEW_PHONE, '000000')).status).toBe(400);
    }
    const limited = await verify(NEW_PHONE, '000000');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 42900, msg: '操作过于频繁，请稍后再试' });
    const elsewhere = await postFrom(
      api.app,
      '/api/user/register/verifySmsCode',
      { phone: NEW_PHONE, code: '000000', purpose: 'register' },
      '10.2.0.99',
    );
    expect(elsewhere.status).toBe(400);
  });
});

/** Matches `secret` where no digit touches it on either side (`140000`, not `1795140000528`). */
function standingAlone(secret: string): RegExp {
  return new RegExp(`(?<![0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
}

describe('secrets in the log', () => {
  it('the request log of registering, verifying, logging in and resetting holds no password, code or token', async () => {
    const log: string[] = [];
    const logged = await startTestApi(() => new Date(clock), {
      smsSender: { send: () => Promise.resolve() },
      smsOutbox: true,
      logger: true,
      logStream: { write: (line) => log.push(line) },
    });
    const previous = api;
    api = logged;
    try {
      const smsTicket = await registerTicket(NEW_PHONE);
      const made = await register({ phone: NEW_PHONE, smsTicket, password: PASSWORD, agree: true });
      const token = made.body.data.token;
      await get(api.app, '/api/user/info', token);
      clock += 61_000;
      const { ticket, randstr } = await passCaptcha(api.app);
      await postFrom(api.app, '/api/user/sms/sendResetPwdSms', {
        phone: NEW_PHONE,
        ticket,
        rand: randstr,
      });
      const resetCode = await lastSmsCode(api.app, NEW_PHONE);
      const verified = await verify(NEW_PHONE, resetCode, 'reset');
      await postFrom(api.app, '/api/user/register/resetPassword', {
        phone: NEW_PHONE,
        smsTicket: verified.body.data.smsTicket,
        password: 'Galileo2026y',
      });
      const written = log.join('\n');
      expect(written).toContain('/api/user/register/resetPassword');
      for (const secret of [PASSWORD, 'Galileo2026y', resetCode, smsTicket, token, ticket]) {
        // Standing alone: a 6-digit code may occur inside a timestamp or a response time.
        expect(written).not.toMatch(standingAlone(secret));
      }
    } finally {
      api = previous;
      await logged.close();
    }
  });
});

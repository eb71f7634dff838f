import { openDatabase } from '../db/open';
import { DEMO, get, passCaptcha, send, type Answer, type TestApi } from '../test/harness';
import { smsOutbox, withSmsTestApi } from '../test/smsOutbox';
import { seedLoginFailures } from '../test/loginFailures';

/** Password reset (docs/api.md "Registration and password reset"). */

const NEW_PASSWORD = 'Galileo2026y';
const clock = Date.parse('2026-11-24T09:00:00+08:00');
let api: TestApi;
withSmsTestApi(
  () => new Date(clock),
  (started) => (api = started),
);

/** POST from this file's one client address. */
async function postFrom<T = unknown>(url: string, payload: object): Promise<Answer<T>> {
  return send<T>(api.app, url, { method: 'POST', payload, from: '10.3.0.1' });
}

async function passwordLogin(password: string) {
  const { ticket, randstr } = await passCaptcha(api.app);
  return postFrom<{ token: string }>('/api/user/login/login', {
    phone: DEMO.phone,
    password,
    ticket,
    rand: randstr,
  });
}

async function sendResetSms(phone: string) {
  const { ticket, randstr } = await passCaptcha(api.app);
  return postFrom('/api/user/sms/sendResetPwdSms', { phone, ticket, rand: randstr });
}

async function resetTicket(): Promise<string> {
  expect((await sendResetSms(DEMO.phone)).status).toBe(200);
  const code = (await smsOutbox(api.app, DEMO.phone))[0]?.code ?? '';
  const verified = await postFrom<{ smsTicket: string }>('/api/user/register/verifySmsCode', {
    phone: DEMO.phone,
    code,
    purpose: 'reset',
  });
  expect(verified.status).toBe(200);
  return verified.body.data.smsTicket;
}

describe('password reset', () => {
  it('sets the new password, ends every session and is audited', async () => {
    const sessions = [await passwordLogin(DEMO.password), await passwordLogin(DEMO.password)];
    const tokens = sessions.map((s) => s.body.data.token);
    const smsTicket = await resetTicket();
    const reset = await postFrom('/api/user/register/resetPassword', {
      phone: DEMO.phone,
      smsTicket,
      password: NEW_PASSWORD,
    });
    expect(reset.body).toEqual({ code: 0, msg: '成功', data: null });

    for (const token of tokens) {
      expect((await get(api.app, '/api/user/user/getUserInfo', token)).status).toBe(401);
    }
    expect((await passwordLogin(DEMO.password)).body.code).toBe(40012);
    expect((await passwordLogin(NEW_PASSWORD)).status).toBe(200);

    const db = await openDatabase(api.dbFile);
    try {
      const events = await db
        .selectFrom('auth_events')
        .select(['kind', 'detail'])
        .where('kind', 'in', ['password_reset', 'sessions_ended'])
        .orderBy('id')
        .execute();
      expect(events).toEqual([
        { kind: 'password_reset', detail: 'sms' },
        { kind: 'sessions_ended', detail: 'reset_2' },
      ]);
      const user = await db
        .selectFrom('users')
        .select('password_hash')
        .where('phone', '=', DEMO.phone)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).not.toContain(NEW_PASSWORD);
    } finally {
      await db.destroy();
    }
  });

  it('lifts a password lock: the owner proved the phone', async () => {
    await seedLoginFailures(api.dbFile, {
      phone: DEMO.phone,
      ip: '10.3.0.1',
      count: 10,
      at: clock,
    });
    expect((await passwordLogin(DEMO.password)).status).toBe(423);
    const smsTicket = await resetTicket();
    await postFrom('/api/user/register/resetPassword', {
      phone: DEMO.phone,
      smsTicket,
      password: NEW_PASSWORD,
    });
    expect((await passwordLogin(NEW_PASSWORD)).status).toBe(200);
  });

  it('a phone without an account gets a notice, no code, and the same answer', async () => {
    const unknown = await sendResetSms('13700137000');
    const known = await sendResetSms(DEMO.phone);
    expect(unknown.body).toEqual(known.body);
    const [notice] = await smsOutbox(api.app, '13700137000');
    expect(notice?.code).toBeNull();
    expect(notice?.text).toContain('尚未注册');
  });

  it('a weak new password is refused and the old one still works', async () => {
    const smsTicket = await resetTicket();
    const refused = await postFrom('/api/user/register/resetPassword', {
      phone: DEMO.phone,
      smsTicket,
      password: '12345678',
    });
    expect(refused.body).toMatchObject({
      code: 40001,
      msg: '密码（password）须同时包含字母和数字',
    });
    expect((await passwordLogin(DEMO.password)).status).toBe(200);
  });

  it('a reset ticket cannot register an account', async () => {
    const smsTicket = await resetTicket();
    const wrongPurpose = await postFrom('/api/user/register/phoneRegister', {
      phone: DEMO.phone,
      smsTicket,
      password: NEW_PASSWORD,
      agree: true,
    });
    expect(wrongPurpose.body.code).toBe(40022);
  });
});

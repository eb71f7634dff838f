import { openDatabase } from '../db/open';
import {
  DEMO,
  get,
  passCaptcha,
  send,
  startTestApi,
  type Answer,
  type TestApi,
} from '../test/harness';
import { lastSms, withSmsTestApi } from '../test/smsOutbox';

const SEND = '/api/user/sms/sendLoginSms';
const LOGIN = '/api/user/login/smsCodeLogin';
const OUTBOX = '/api/dev/sms/outbox';
const silent = { send: () => Promise.resolve() };

/** POST from a given client address (the per-IP limits count by address). */
function postFrom<T = unknown>(url: string, payload: object, ip: string): Promise<Answer<T>> {
  return send<T>(api.app, url, { method: 'POST', payload, from: ip });
}

let clock = Date.parse('2026-11-23T10:00:00+08:00');
let api: TestApi;
withSmsTestApi(
  () => new Date(clock),
  (started) => (api = started),
);

/** Asks for a login code from `ip`, through a passed captcha (every send needs one). */
async function sendFrom(payload: { phone: string }, ip: string): Promise<Answer> {
  const { ticket, randstr } = await passCaptcha(api.app);
  return postFrom(SEND, { ...payload, ticket, rand: randstr }, ip);
}

async function smsLogin(code: string, ip = '10.1.0.1', phone = DEMO.phone) {
  const { ticket, randstr } = await passCaptcha(api.app);
  return postFrom<{ token: string }>(LOGIN, { phone, code, ticket, rand: randstr }, ip);
}

describe('SMS code login', () => {
  it('sends a 6-digit code, logs in with it once, and stores only its hash', async () => {
    const sent = await sendFrom({ phone: DEMO.phone }, '10.1.0.1');
    expect(sent.body).toEqual({
      code: 0,
      msg: '成功',
      data: { resendInSec: 60, expiresInSec: 300 },
    });
    const sms = await lastSms(api.app, DEMO.phone);
    expect(sms.code).toMatch(/^\d{6}$/);
    const code = sms.code ?? '';
    expect(sms.text).toContain(code);
    expect(sms.purpose).toBe('login');

    const db = await openDatabase(api.dbFile);
    try {
      const rows = await db.selectFrom('sms_codes').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect([rows[0]?.id, rows[0]?.code_hash].join('|')).not.toContain(code);
      expect(rows[0]?.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await db.destroy();
    }

    const login = await smsLogin(code);
    expect(login.status).toBe(200);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get(api.app, '/api/user/user/getUserInfo', login.body.data.token)).status).toBe(
      200,
    );
    const audit = await openDatabase(api.dbFile);
    try {
      const events = await audit.selectFrom('auth_events').selectAll().orderBy('id').execute();
      expect(events.map((e) => [e.kind, e.outcome, e.detail, e.phone_masked])).toEqual([
        ['sms_sent', 'ok', 'login', '138****8000'],
        ['login_ok', 'ok', 'sms', '138****8000'],
      ]);
      for (const event of events) {
        const texts = [event.kind, event.detail, event.phone_hash, event.address_hash].join('|');
        expect(texts).not.toContain(code);
        expect(texts).not.toContain(DEMO.phone);
        expect(texts).not.toContain('10.1.0.1');
      }
    } finally {
      await audit.destroy();
    }

    const again = await smsLogin(code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 40021, msg: '短信验证码已失效，请重新获取', data: null });
  });

  it('sends only after a passed captcha', async () => {
    for (const payload of [
      { phone: DEMO.phone },
      { phone: DEMO.phone, ticket: 'made-up', rand: 'made-up' },
    ]) {
      const sent = await postFrom(SEND, payload, '10.1.0.9');
      expect(sent.status).toBe(400);
      expect(sent.body.code).toBe(payload.ticket ? 40010 : 40001);
    }
    const outbox = await get<{ list: unknown[] }>(api.app, `${OUTBOX}?phone=${DEMO.phone}`);
    expect(outbox.body.data.list).toEqual([]);
  });

  it('needs a captcha ticket, and refuses a malformed code with 40001', async () => {
    await sendFrom({ phone: DEMO.phone }, '10.1.0.2');
    const code = (await lastSms(api.app, DEMO.phone)).code ?? '';
    const noTicket = await postFrom(
      LOGIN,
      { phone: DEMO.phone, code, ticket: 'made-up', rand: 'made-up' },
      '10.1.0.2',
    );
    expect(noTicket.body.code).toBe(40010);
    const bad = await smsLogin('12345', '10.1.0.2');
    expect(bad.body).toEqual({ code: 40001, msg: '短信验证码（code）须为 6 位数字', data: null });
    expect((await smsLogin(code, '10.1.0.2')).status).toBe(200);
  });

  it('voids a code after 5 minutes', async () => {
    await sendFrom({ phone: DEMO.phone }, '10.1.0.3');
    const code = (await lastSms(api.app, DEMO.phone)).code ?? '';
    clock += 5 * 60_000;
    const late = await smsLogin(code, '10.1.0.3');
    expect(late.body.code).toBe(40021);
  });

  it('voids a code at the 5th wrong try, the right one included after that', async () => {
    await sendFrom({ phone: DEMO.phone }, '10.1.0.4');
    const code = (await lastSms(api.app, DEMO.phone)).code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const answer = await smsLogin(wrong, '10.1.0.4');
      expect(answer.body).toEqual({
        code: 40020,
        msg: `短信验证码错误，还可尝试 ${left} 次`,
        data: null,
      });
    }
    const fifth = await smsLogin(wrong, '10.1.0.4');
    expect(fifth.body).toEqual({
      code: 40021,
      msg: '短信验证码错误次数过多，请重新获取',
      data: null,
    });
    expect((await smsLogin(code, '10.1.0.5')).body.code).toBe(40021);
  });

  it('checks only the newest code', async () => {
    await sendFrom({ phone: DEMO.phone }, '10.1.0.6');
    const first = (await lastSms(api.app, DEMO.phone)).code ?? '';
    clock += 60_000;
    await sendFrom({ phone: DEMO.phone }, '10.1.0.6');
    const second = (await lastSms(api.app, DEMO.phone)).code ?? '';
    if (first !== second) expect((await smsLogin(first, '10.1.0.6')).body.code).toBe(40020);
    expect((await smsLogin(second, '10.1.0.6')).status).toBe(200);
  });

  it('sends a phone without an account a notice and no code, with the same answer', async () => {
    const phone = '13900001111';
    const sent = await sendFrom({ phone }, '10.1.0.7');
    expect(sent.body.data).toEqual({ resendInSec: 60, expiresInSec: 300 });
    const sms = await lastSms(api.app, phone);
    expect(sms.code).toBeNull();
    expect(sms.text).toContain('尚未注册');
    expect((await smsLogin('123456', '10.1.0.7', phone)).body.code).toBe(40021);
  });
});

describe('SMS send limits', () => {
  it('sends once per 60 s per phone', async () => {
    expect((await sendFrom({ phone: DEMO.phone }, '10.2.0.1')).status).toBe(200);
    clock += 20_000;
    const soon = await sendFrom({ phone: DEMO.phone }, '10.2.0.2');
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ code: 42901, msg: '发送过于频繁，请 40 秒后再试', data: null });
    clock += 40_000;
    expect((await sendFrom({ phone: DEMO.phone }, '10.2.0.3')).status).toBe(200);
  });

  it('sends at most 10 per phone in 24 hours', async () => {
    const start = clock;
    for (let i = 0; i < 10; i += 1) {
      const sent = await sendFrom({ phone: DEMO.phone }, `10.3.0.${i}`);
      expect(sent.status).toBe(200);
      clock += 61_000;
    }
    const eleventh = await sendFrom({ phone: DEMO.phone }, '10.3.1.0');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe(42902);
    expect(eleventh.body.msg).toBe('该手机号 24 小时内获取验证码次数已达上限，请稍后再试');
    clock = start + 24 * 60 * 60_000 + 1;
    expect((await sendFrom({ phone: DEMO.phone }, '10.3.1.1')).status).toBe(200);
  });

  it('limits one address to 20 sends an hour, whatever the phones', async () => {
    for (let i = 0; i < 20; i += 1) {
      const phone = `1390000${String(i).padStart(4, '0')}`;
      expect((await sendFrom({ phone }, '10.4.0.1')).status).toBe(200);
    }
    const blocked = await sendFrom({ phone: '13911112222' }, '10.4.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 42900, msg: '操作过于频繁，请稍后再试', data: null });
    expect((await sendFrom({ phone: '13911112222' }, '10.4.0.2')).status).toBe(200);
  });

  it('refuses a malformed phone with 40001 and sends nothing', async () => {
    const bad = await sendFrom({ phone: '12345' }, '10.5.0.1');
    expect(bad.body).toEqual({ code: 40001, msg: '手机号（phone）格式不正确', data: null });
    const outbox = await get<{ list: unknown[] }>(api.app, OUTBOX);
    expect(outbox.body.data.list).toHaveLength(0);
  });
});

describe('the dev outbox', () => {
  const saved = process.env.XH_SMS_OUTBOX;
  afterEach(() => {
    if (saved === undefined) delete process.env.XH_SMS_OUTBOX;
    else process.env.XH_SMS_OUTBOX = saved;
  });

  it('does not exist unless the setting is on', async () => {
    delete process.env.XH_SMS_OUTBOX;
    const off = await startTestApi(undefined, { smsSender: silent });
    try {
      const answer = await get(off.app, OUTBOX);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 40400, msg: '接口不存在', data: null });
    } finally {
      await off.close();
    }
  });

  it('exists with XH_SMS_OUTBOX=1', async () => {
    process.env.XH_SMS_OUTBOX = '1';
    const on = await startTestApi(undefined, { smsSender: silent });
    try {
      expect((await get(on.app, OUTBOX)).body).toEqual({
        code: 0,
        msg: '成功',
        data: { list: [] },
      });
    } finally {
      await on.close();
    }
  });
});

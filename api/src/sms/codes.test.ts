import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../errors';
import { consumeSmsCode, issueSmsCode } from './codes';
import { logSmsSender } from './sender';
import { withFreshTestDatabase } from '../test/harness';

const PHONE = '13800138000';
const T0 = Date.parse('2026-11-23T10:00:00+08:00');
let db: Kysely<Database>;
withFreshTestDatabase((opened) => (db = opened));

/** The business code of the ApiError a promise rejects with. */
async function failureCode(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  throw new Error('did not fail');
}

describe('SMS codes are scoped by purpose', () => {
  it('never takes a login code for another purpose, nor another purpose’s code for login', async () => {
    const login = await issueSmsCode(db, {
      phone: PHONE,
      purpose: 'login',
      withCode: true,
      now: new Date(T0),
    });
    if (login === null) throw new Error('no code');
    const asRegister = consumeSmsCode(db, {
      phone: PHONE,
      purpose: 'register',
      code: login,
      now: new Date(T0 + 1000),
    });
    expect(await failureCode(asRegister)).toBe(40021);

    const register = await issueSmsCode(db, {
      phone: PHONE,
      purpose: 'register',
      withCode: true,
      now: new Date(T0 + 61_000),
    });
    if (register === null) throw new Error('no code');
    await consumeSmsCode(db, {
      phone: PHONE,
      purpose: 'login',
      code: login,
      now: new Date(T0 + 62_000),
    });
    const registerAsLogin = consumeSmsCode(db, {
      phone: PHONE,
      purpose: 'login',
      code: register,
      now: new Date(T0 + 63_000),
    });
    expect([40020, 40021]).toContain(await failureCode(registerAsLogin));
    await consumeSmsCode(db, {
      phone: PHONE,
      purpose: 'register',
      code: register,
      now: new Date(T0 + 64_000),
    });
  });

  it('stores a notice without a code hash, so nothing can log in with it', async () => {
    const none = await issueSmsCode(db, {
      phone: PHONE,
      purpose: 'login',
      withCode: false,
      now: new Date(T0),
    });
    expect(none).toBeNull();
    const row = await db.selectFrom('sms_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).toBeNull();
    const attempt = consumeSmsCode(db, {
      phone: PHONE,
      purpose: 'login',
      code: '123456',
      now: new Date(T0 + 1000),
    });
    expect(await failureCode(attempt)).toBe(40021);
  });
});

describe('logSmsSender', () => {
  const message = {
    phone: PHONE,
    purpose: 'login' as const,
    text: '【星衡时空】您的登录验证码为 654321，5 分钟内有效。',
    code: '654321',
  };

  it('writes the message with a masked phone, so a local tester reads the code', async () => {
    const lines: string[] = [];
    await logSmsSender({ write: (line) => lines.push(line), revealCode: true }).send(message);
    expect(lines).toEqual([`[短信] 138****8000 login：${message.text}`]);
  });

  it('hides the code where it must not be revealed (production without a gateway)', async () => {
    const lines: string[] = [];
    await logSmsSender({ write: (line) => lines.push(line), revealCode: false }).send(message);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('654321');
    expect(lines[0]).toContain('******');
    expect(lines[0]).not.toContain(PHONE);
  });
});

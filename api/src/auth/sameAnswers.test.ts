import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { DEMO, passCaptcha, startTestApi, type Answer, type TestApi } from '../test/harness';

/*
 * Login, lock, SMS sends, register and reset answer phones with and without an account alike
 * (docs/api.md "Account lockout", "SMS codes"): the same body, and the same work, which is what
 * makes the time the same. The work is counted, not timed: bcrypt comparisons (the slow part of a
 * password check), HMACs (codes, audit hashes, throttle keys) and messages handed to the sender.
 */

jest.mock('bcryptjs', () => {
  const actual = jest.requireActual<{ default?: typeof bcrypt } & typeof bcrypt>('bcryptjs');
  const lib = actual.default ?? actual;
  const mocked = { ...lib, compare: jest.fn((s: string, h: string) => lib.compare(s, h)) };
  return { __esModule: true, default: mocked, ...mocked };
});

/** A phone without an account. */
const NOBODY = '13700137000';

let api: TestApi;
const sent: string[] = [];
beforeEach(async () => {
  sent.length = 0;
  api = await startTestApi(undefined, {
    smsSender: {
      send: (message) => {
        sent.push(message.phone);
        return Promise.resolve();
      },
    },
  });
});
afterEach(() => api.close());

/** The work one request does: bcrypt comparisons, HMACs and SMS handed to the sender. */
interface Work {
  compares: number;
  hmacs: number;
  sms: number;
}

/**
 * Posts `payload` plus a fresh captcha ticket from `ip`, counting the work of that request alone.
 */
async function measured(
  url: string,
  payload: object,
  ip: string,
): Promise<{ answer: Answer; work: Work }> {
  const app: FastifyInstance = api.app;
  const { ticket, randstr } = await passCaptcha(app);
  const compare = jest.mocked(bcrypt.compare);
  compare.mockClear();
  const hmac = jest.spyOn(crypto, 'createHmac');
  const smsBefore = sent.length;
  try {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...payload, ticket, rand: randstr },
      remoteAddress: ip,
    });
    return {
      answer: { status: res.statusCode, body: res.json() },
      work: {
        compares: compare.mock.calls.length,
        hmacs: hmac.mock.calls.length,
        sms: sent.length - smsBefore,
      },
    };
  } finally {
    hmac.mockRestore();
  }
}

/** Both phones through the same endpoint, after one warm-up request (server keys created). */
async function bothPhones(url: string, payload: (phone: string) => object) {
  await measured(url, payload('13600136000'), '10.6.0.9');
  const registered = await measured(url, payload(DEMO.phone), '10.6.0.1');
  const unregistered = await measured(url, payload(NOBODY), '10.6.0.2');
  return { registered, unregistered };
}

describe('a phone with an account and one without', () => {
  it('get the same answer to a wrong password, after the same bcrypt work', async () => {
    const { registered, unregistered } = await bothPhones('/api/user/login/login', (phone) => ({
      phone,
      password: 'Wrong-pass-1',
    }));
    expect(registered.answer).toEqual({
      status: 400,
      body: { code: 40012, msg: '手机号或密码错误', data: null },
    });
    expect(unregistered.answer).toEqual(registered.answer);
    expect(registered.work.compares).toBe(1);
    expect(unregistered.work).toEqual(registered.work);
  });

  it.each([
    ['a login code', '/api/user/sms/sendLoginSms'],
    ['a register code', '/api/user/sms/sendRegisterSms'],
    ['a reset code', '/api/user/sms/sendResetPwdSms'],
  ])('get the same answer to asking for %s, after the same work', async (_name, url) => {
    const { registered, unregistered } = await bothPhones(url, (phone) => ({ phone }));
    expect(registered.answer).toEqual({
      status: 200,
      body: { code: 0, msg: '成功', data: { resendInSec: 60, expiresInSec: 300 } },
    });
    expect(unregistered.answer).toEqual(registered.answer);
    expect(registered.work.sms).toBe(1);
    expect(unregistered.work).toEqual(registered.work);
  });
});

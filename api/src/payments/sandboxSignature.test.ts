import { NotifyRejectedError } from './gateway';
import { signedNotify, signNotifyBody, verifySandboxNotify } from './sandboxSignature';

const SECRET = 'unit-secret';
const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const NOTICE = {
  notifyId: 'n1',
  paymentNo: 'PY1',
  gatewayTradeNo: `SBX${'a'.repeat(32)}`,
  channel: 'wechat' as const,
  amountCents: 7_000,
  result: 'SUCCESS' as const,
};

describe('sandbox notification signature', () => {
  it('signs the raw body with HMAC-SHA256 (hex) and carries a timestamp and a fresh nonce', () => {
    const one = signedNotify(SECRET, NOTICE, NOW);
    const two = signedNotify(SECRET, NOTICE, NOW);
    expect(one.headers['x-xh-signature']).toBe(signNotifyBody(SECRET, one.body));
    expect(one.headers['x-xh-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(one.body)).toMatchObject({ ...NOTICE, timestamp: NOW });
    expect(one.body).not.toBe(two.body);
  });

  it('returns the notice of a genuine notification', () => {
    const { body, headers } = signedNotify(SECRET, NOTICE, NOW);
    expect(verifySandboxNotify(SECRET, Buffer.from(body), headers, NOW + 1000)).toEqual({
      paymentNo: 'PY1',
      gatewayTradeNo: NOTICE.gatewayTradeNo,
      channel: 'wechat',
      amountCents: 7_000,
      result: 'SUCCESS',
    });
  });

  it('refuses another key, an edited body, a missing header and a stale timestamp', () => {
    const { body, headers } = signedNotify(SECRET, NOTICE, NOW);
    const refused =
      (raw: string, h: Record<string, string>, now = NOW) =>
      () =>
        verifySandboxNotify(SECRET, Buffer.from(raw), h, now);
    const other = signedNotify('another-secret', NOTICE, NOW);
    expect(refused(other.body, other.headers)).toThrow(NotifyRejectedError);
    expect(refused(body.replace('7000', '70'), headers)).toThrow('通知签名无效');
    expect(refused(body, { 'content-type': 'application/json' })).toThrow('通知签名无效');
    expect(refused(body, headers, NOW + 6 * 60 * 1000)).toThrow('通知已过期');
    const garbage = '{"hello":1}';
    expect(refused(garbage, { 'x-xh-signature': signNotifyBody(SECRET, garbage) })).toThrow(
      '通知内容格式不正确',
    );
  });
});

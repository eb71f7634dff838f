import { smsOutboxEnabled } from './outboxSetting';

describe('smsOutboxEnabled', () => {
  it('is off unless asked for, by option or by XH_SMS_OUTBOX=1', () => {
    expect(smsOutboxEnabled(undefined, {})).toBe(false);
    expect(smsOutboxEnabled(undefined, { XH_SMS_OUTBOX: '1' })).toBe(true);
    expect(smsOutboxEnabled(true, {})).toBe(true);
    expect(smsOutboxEnabled(false, { XH_SMS_OUTBOX: '1' })).toBe(false);
  });

  it('refuses to start with the outbox on in production', () => {
    expect(() =>
      smsOutboxEnabled(undefined, { NODE_ENV: 'production', XH_SMS_OUTBOX: '1' }),
    ).toThrow('不能在生产环境开启');
    expect(() => smsOutboxEnabled(true, { NODE_ENV: 'production' })).toThrow('不能在生产环境开启');
    expect(smsOutboxEnabled(undefined, { NODE_ENV: 'production' })).toBe(false);
  });
});

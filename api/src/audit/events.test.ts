import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { AUTH_EVENT_RETENTION_DAYS, listAuthEvents, recordAuthEvent } from './events';
import { withFreshTestDatabase } from '../test/harness';

const T0 = Date.parse('2026-11-23T10:00:00+08:00');
let db: Kysely<Database>;
withFreshTestDatabase((opened) => (db = opened));

describe('auth events', () => {
  it('lists the newest first, filtered by the full phone, with the address as a short hash', async () => {
    const base = { outcome: 'ok' as const, detail: 'password', ip: '10.0.0.1' };
    await recordAuthEvent(db, {
      ...base,
      kind: 'login_ok',
      phone: '13800138000',
      at: new Date(T0),
    });
    await recordAuthEvent(db, {
      ...base,
      kind: 'login_ok',
      phone: '13811118000',
      at: new Date(T0 + 1000),
    });
    await recordAuthEvent(db, {
      ...base,
      kind: 'sms_sent',
      detail: 'login',
      phone: '13800138000',
      at: new Date(T0 + 2000),
    });

    const all = await listAuthEvents(db);
    expect(all.map((e) => e.kind)).toEqual(['sms_sent', 'login_ok', 'login_ok']);
    // Two phones with the same mask are told apart by the filter.
    expect(all.map((e) => e.phone)).toEqual(['138****8000', '138****8000', '138****8000']);
    const one = await listAuthEvents(db, { phone: '13800138000' });
    expect(one.map((e) => [e.kind, e.at])).toEqual([
      ['sms_sent', new Date(T0 + 2000).toISOString()],
      ['login_ok', new Date(T0).toISOString()],
    ]);
    expect(await listAuthEvents(db, { phone: '13800138000', limit: 1 })).toHaveLength(1);
    expect(one[0]?.address).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(one[0]?.address).toBe(one[1]?.address);
  });

  it('forgets events older than the retention when a new one is written', async () => {
    const event = { kind: 'login_ok' as const, outcome: 'ok' as const, detail: 'password' };
    await recordAuthEvent(db, { ...event, at: new Date(T0) });
    await recordAuthEvent(db, {
      ...event,
      at: new Date(T0 + AUTH_EVENT_RETENTION_DAYS * 86_400_000 + 1),
    });
    expect(await listAuthEvents(db)).toHaveLength(1);
  });
});

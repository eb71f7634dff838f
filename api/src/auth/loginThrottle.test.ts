import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { tempDir } from '../test/harness';
import {
  assertLoginAllowed,
  delayAfter,
  LOGIN_THROTTLE,
  recordLoginFailure,
  throttleKeys,
} from './loginThrottle';
import { freshTestDatabase } from '../test/database';

let dir: string;
let db: Kysely<Database>;
beforeEach(async () => {
  dir = tempDir();
  db = await openDatabase(await freshTestDatabase(dir), { demoData: false });
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = new Date('2026-11-25T10:00:00+08:00');

describe('the progressive delay', () => {
  it('is free for 3 failures, then 5 s, 15 s, 30 s and 60 s from then on', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(delayAfter)).toEqual([
      0, 0, 0, 5_000, 15_000, 30_000, 60_000, 60_000,
    ]);
  });
});

describe('the address lock', () => {
  it('locks an address that tried 50 phones within an hour, for an hour, and no other', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.addressLockFailures; i += 1) {
      const keys = await throttleKeys(db, {
        phone: `1370000${String(i).padStart(4, '0')}`,
        ip: '10.1.1.1',
      });
      await recordLoginFailure(db, keys, at);
    }
    const fresh = await throttleKeys(db, { phone: '13900000000', ip: '10.1.1.1' });
    await expect(assertLoginAllowed(db, fresh, at)).rejects.toMatchObject({
      status: 423,
      code: 42300,
      message: '当前网络密码错误次数过多，已暂停密码登录，请 60 分钟后再试或使用短信验证码登录',
    });
    const elsewhere = await throttleKeys(db, { phone: '13900000000', ip: '10.2.2.2' });
    await expect(assertLoginAllowed(db, elsewhere, at)).resolves.toBeUndefined();
    const later = new Date(at.getTime() + LOGIN_THROTTLE.addressLockMs);
    await expect(assertLoginAllowed(db, fresh, later)).resolves.toBeUndefined();
  });

  it('keeps the phone and the address only as keyed hashes', async () => {
    const keys = await throttleKeys(db, { phone: '13800138000', ip: '10.3.3.3' });
    await recordLoginFailure(db, keys, at);
    const rows = await db.selectFrom('login_throttle').selectAll().execute();
    expect(rows).toHaveLength(2);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('13800138000');
    expect(text).not.toContain('10.3.3.3');
  });
});

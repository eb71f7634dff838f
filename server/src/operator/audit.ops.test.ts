import { recordAuthEvent } from '@xingheng/api';
import { runAuditCli } from './audit';
import { createTempDatabase, itRefusesAMissingDatabase, removeTempDatabase } from './testing';

const T0 = Date.parse('2026-11-23T10:00:00Z');

describe('npm run audit', () => {
  let dbFile: string;
  beforeAll(async () => {
    dbFile = await createTempDatabase('audit', {}, async (db) => {
      const ip = '10.0.0.1';
      await recordAuthEvent(db, {
        kind: 'login_failed',
        outcome: 'refused',
        detail: 'wrong_password',
        phone: '13800138000',
        userId: 1,
        ip,
        at: new Date(T0),
      });
      await recordAuthEvent(db, {
        kind: 'sms_sent',
        outcome: 'ok',
        detail: 'login',
        phone: '13900139000',
        ip,
        at: new Date(T0 + 1000),
      });
    });
  });
  afterAll(() => removeTempDatabase(dbFile));

  it('lists the newest events first, filtered by phone and limited', async () => {
    const lines: string[] = [];
    expect(await runAuditCli(['--db', dbFile], (line) => lines.push(line))).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^2026-11-23 18:00:01 {2}发送短信 {2}成功 {2}139\*{4}9000 {2}[A-Za-z0-9_-]{12} {2}- {2}login$/,
    );
    expect(lines[1]).toContain('登录失败  拒绝  138****8000');
    expect(lines[1]).toContain('#1  wrong_password');

    const filtered: string[] = [];
    await runAuditCli(['--db', dbFile, '--phone', '13800138000'], (l) => filtered.push(l));
    expect(filtered).toHaveLength(1);
    const limited: string[] = [];
    await runAuditCli(['--db', dbFile, '--limit', '1'], (l) => limited.push(l));
    expect(limited).toEqual([lines[0]]);
  });

  itRefusesAMissingDatabase(runAuditCli, [], () => dbFile);

  it('refuses a bad phone or limit with exit code 2', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runAuditCli(['--db', dbFile, '--phone', '123'])).toBe(2);
      expect(await runAuditCli(['--db', dbFile, '--limit', '0'])).toBe(2);
      expect(await runAuditCli(['--db', dbFile, '--limit', 'x'])).toBe(2);
    } finally {
      error.mockRestore();
    }
  });
});

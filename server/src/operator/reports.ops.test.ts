import fs from 'node:fs';
import path from 'node:path';
import { bugReportDirFor, localObjectStore, createBugReport } from '@xingheng/api';
import { runReportsCli } from './reports';
import {
  commandOn,
  createTempDatabase,
  itRefusesAMissingDatabase,
  removeTempDatabase,
} from './testing';

const T0 = new Date('2026-11-24T10:00:00Z');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('npm run reports', () => {
  let dbFile: string;
  /** Runs `npm run reports` with these arguments on the test's database. */
  const run = commandOn(runReportsCli, () => dbFile);
  let ticket: string;
  beforeAll(async () => {
    dbFile = await createTempDatabase('reports', { demoData: false }, async (db, file) => {
      ticket = await createBugReport(
        db,
        localObjectStore(bugReportDirFor(file)),
        {
          userId: null,
          category: 'service',
          subject: 'Locate-CM',
          description: '连接后一直是浮点解，无法固定。',
          contact: '13800138000',
          attachments: [{ name: '截图.png', contentType: 'image/png', bytes: PNG, ext: 'png' }],
        },
        T0,
      );
    });
  });
  afterAll(() => removeTempDatabase(dbFile));

  it('lists reports with the contact masked, filtered by status', async () => {
    const all = await run(['list']);
    expect(all.code).toBe(0);
    expect(all.lines).toEqual([
      `${ticket}  2026-11-24 18:00:00  定位服务异常  已受理  未登录  138****8000  Locate-CM  附件 1  答复 0`,
    ]);
    const answered = await run(['list', '--status', 'answered']);
    expect(answered.lines).toEqual(['没有符合条件的工单']);
  });

  it('shows the whole report with the full contact and the attachment file next to the database', async () => {
    const shown = await run(['show', ticket.toLowerCase()]);
    expect(shown.code).toBe(0);
    expect(shown.lines).toContain('连接后一直是浮点解，无法固定。');
    expect(shown.lines.join('\n')).toContain('联系方式：13800138000');
    const file = path.join(path.dirname(dbFile), 'bug-reports', ticket, '1.png');
    expect(shown.lines).toContain(`  1. 截图.png  image/png  12 B  ${file}`);
    expect(fs.readFileSync(file).equals(PNG)).toBe(true);
    expect(shown.lines).toContain('答复：无');
  });

  it('answers a report (status answered) and changes its status', async () => {
    const answered = await run(['answer', ticket, '--text', '请将挂载点改为 RTCM33_GRCE。']);
    expect(answered.code).toBe(0);
    expect(answered.lines[0]).toContain('已答复');
    expect(answered.lines[0]).toContain('答复 1');
    const shown = await run(['show', ticket]);
    expect(shown.lines.some((l) => l.endsWith('  请将挂载点改为 RTCM33_GRCE。'))).toBe(true);
    const closed = await run(['status', ticket, 'closed']);
    expect(closed.code).toBe(0);
    expect(closed.lines[0]).toContain('已关闭');
  });

  it('refuses an unknown ticket and an empty answer with exit code 1', async () => {
    const unknown = await run(['show', 'BR20261124-AAAAAA']);
    expect(unknown.code).toBe(1);
    expect(unknown.errors[0]).toContain('不存在');
    const empty = await run(['answer', ticket, '--text', '  ']);
    expect(empty.code).toBe(1);
    expect(empty.errors[0]).toContain('答复（text）长度须为 1–2000 个字符');
  });

  it('refuses usage errors with exit code 2', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['remove', ticket])).code).toBe(2);
    expect((await run(['show', '12345'])).code).toBe(2);
    expect((await run(['answer', ticket])).code).toBe(2);
    expect((await run(['status', ticket, 'done'])).code).toBe(2);
    expect((await run(['list', '--status', 'done'])).code).toBe(2);
    expect((await run(['list', '--limit', '0'])).code).toBe(2);
  });

  itRefusesAMissingDatabase(runReportsCli, ['list'], () => dbFile);
});

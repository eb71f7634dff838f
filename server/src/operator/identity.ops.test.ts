import fs from 'node:fs';
import path from 'node:path';
import { bugReportDirFor, localObjectStore, openDatabase } from '@xingheng/api';
import { runIdentityCli } from './identity';
import {
  commandOn,
  createTempDatabase,
  itRefusesAMissingDatabase,
  removeTempDatabase,
} from './testing';

const T0 = Date.parse('2026-11-24T10:00:00Z');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PENDING = 300000001;
const PERSONAL = 300000002;
const OTHER_PENDING = 300000003;
const STORED = 300000004;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7, 8, 9]);
const STORED_KEY = 'licences/6f1c2a4e-0b8d-4c3e-9a57-2d1e0f3b4c5d/licence.jpg';

describe('npm run identity', () => {
  let dbFile: string;
  /** Runs `npm run identity` with these arguments on the test's database. */
  const run = commandOn(runIdentityCli, () => dbFile);
  beforeAll(async () => {
    dbFile = await createTempDatabase('identity', { demoData: true }, async (db, file) => {
      const demo = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', '13800138000')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('users')
        .values([
          { id: 900002, phone: '13900139000', password_hash: 'x', nickname: '乙', created_at: T0 },
          { id: 900003, phone: '13700137000', password_hash: 'x', nickname: '丙', created_at: T0 },
        ])
        .execute();
      // As the API stores a licence now: an object in the uploads store beside the database.
      await localObjectStore(bugReportDirFor(file)).putNew(STORED_KEY, JPEG, 'image/jpeg');
      const row = {
        status: 'pending',
        id_number_hash: null,
        reviewed_at: null,
        reviewed_by: null,
        reject_reason: null,
      };
      await db
        .insertInto('identity_verifications')
        .values([
          {
            // Stored before licences moved to the store: the bytes in the row, the size backfilled.
            ...row,
            id: PENDING,
            user_id: demo.id,
            kind: 'enterprise',
            name: '深圳星衡时空科技有限公司',
            number_masked: '9144**********136T',
            credit_code: '91440300708461136T',
            licence_type: 'image/png',
            licence_size: PNG.length,
            licence_image: PNG,
            submitted_at: T0,
          },
          {
            ...row,
            id: STORED,
            user_id: 900003,
            kind: 'enterprise',
            status: 'rejected',
            name: '杭州星衡测绘有限公司',
            number_masked: '9133**********521X',
            credit_code: '91330100MA2H3X521X',
            licence_type: 'image/jpeg',
            licence_key: STORED_KEY,
            licence_size: JPEG.length,
            submitted_at: T0 + 500,
            reviewed_at: T0 + 600,
            reviewed_by: 'operator',
            reject_reason: '执照已过期',
          },
          {
            ...row,
            id: PERSONAL,
            user_id: 900002,
            kind: 'personal',
            status: 'approved',
            name: '张三',
            number_masked: '1101**********002X',
            credit_code: null,
            licence_type: null,
            licence_image: null,
            submitted_at: T0 + 1000,
            reviewed_at: T0 + 1000,
            reviewed_by: 'verifier',
          },
        ])
        .execute();
    });
  });
  afterAll(() => removeTempDatabase(dbFile));

  it('lists submissions, filtered by status', async () => {
    const all = await run(['list']);
    expect(all.code).toBe(0);
    expect(all.lines).toHaveLength(3);
    expect(all.lines[0]).toBe(
      `#${PERSONAL}  2026-11-24 18:00:01  个人  已通过  #900002 139****9000  张三  1101**********002X  审核：自动`,
    );
    expect(all.lines[1]).toBe(
      `#${STORED}  2026-11-24 18:00:00  企业  已驳回  #900003 137****7000  杭州星衡测绘有限公司  9133**********521X  91330100MA2H3X521X  image/jpeg 9 B  审核：人工  原因：执照已过期`,
    );
    const pending = await run(['list', '--status', 'pending']);
    expect(pending.lines).toEqual([
      `#${PENDING}  2026-11-24 18:00:00  企业  待审核  #1 138****8000  深圳星衡时空科技有限公司  9144**********136T  91440300708461136T  image/png 12 B`,
    ]);
  });

  it('writes the licence image to a new file for the operator to look at', async () => {
    const out = path.join(path.dirname(dbFile), 'licence.png');
    const result = await run(['licence', String(PENDING), '--out', out]);
    expect(result.code).toBe(0);
    expect(fs.readFileSync(out).equals(PNG)).toBe(true);
    expect((await run(['licence', String(PERSONAL), '--out', out])).code).toBe(1);
  });

  it('reads a licence kept in the uploads store (beside the database, or --dir)', async () => {
    const out = path.join(path.dirname(dbFile), 'stored.jpg');
    const result = await run(['licence', String(STORED), '--out', out]);
    expect(result).toMatchObject({ code: 0, lines: [`已写入 ${out}（image/jpeg，9 B）`] });
    expect(fs.readFileSync(out).equals(JPEG)).toBe(true);
    const elsewhere = path.join(path.dirname(dbFile), 'elsewhere');
    const missing = await run(['licence', String(STORED), '--out', `${out}.2`, '--dir', elsewhere]);
    expect(missing.code).toBe(1);
    expect(missing.errors[0]).toContain('营业执照图片不在存储中');
    expect(fs.existsSync(`${out}.2`)).toBe(false);
  });

  it('rejects with a reason, approves, and refuses to decide twice', async () => {
    const noReason = await run(['reject', String(PENDING)]);
    expect(noReason.code).toBe(2);
    expect(noReason.errors[0]).toContain('--reason');
    const rejected = await run(['reject', String(PENDING), '--reason', '执照不清晰']);
    expect(rejected.code).toBe(0);
    expect(rejected.lines[0]).toContain('已驳回');
    expect(rejected.lines[0]).toContain('原因：执照不清晰');
    const again = await run(['approve', String(PENDING)]);
    expect(again.code).toBe(1);
    expect(again.errors[0]).toContain('不是待审核状态');

    const db = await openDatabase(dbFile);
    await db
      .insertInto('identity_verifications')
      .values({
        id: OTHER_PENDING,
        user_id: 1,
        kind: 'enterprise',
        status: 'pending',
        name: '另一家公司',
        number_masked: '9144**********136T',
        id_number_hash: null,
        credit_code: '91440300708461136T',
        licence_type: 'image/png',
        licence_image: PNG,
        submitted_at: T0 + 2000,
        reviewed_at: null,
        reviewed_by: null,
        reject_reason: null,
      })
      .execute();
    await db.destroy();
    const approved = await run(['approve', String(OTHER_PENDING)]);
    expect(approved.code).toBe(0);
    expect(approved.lines[0]).toContain('已通过');
    expect(approved.lines[0]).toContain('审核：人工');
    expect((await run(['approve', '999999999'])).errors[0]).toContain('不存在');
  });

  it('refuses usage errors with exit code 2', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['remove', '1'])).code).toBe(2);
    expect((await run(['approve', 'abc'])).code).toBe(2);
    expect((await run(['list', '--status', 'done'])).code).toBe(2);
    expect((await run(['list', '--limit', '0'])).code).toBe(2);
  });

  itRefusesAMissingDatabase(runIdentityCli, ['list'], () => dbFile);
});

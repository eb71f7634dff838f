import fs from 'node:fs';
import { Migrator, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { migrations } from '../db/migrations';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open';
import { freshTestDatabase } from '../test/database';
import { tempDir } from '../test/harness';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 0, 0xff]);

/** Licences stored in the row before they moved to the uploads store keep being counted. */
describe('the licence-objects migration', () => {
  let dir: string;
  let db: Kysely<Database>;
  beforeEach(async () => {
    dir = tempDir();
    db = await openDatabase(await freshTestDatabase(dir));
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backfills licence_size from the bytes in the row, on this engine', async () => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const back = await migrator.migrateTo('2026-11-28-140-deploy-nodes');
    expect(back.error).toBeUndefined();
    await db
      .insertInto('users')
      .values({
        id: 900001,
        phone: '13900139001',
        password_hash: 'x',
        nickname: '甲',
        created_at: 1,
      })
      .execute();
    const row = {
      user_id: 900001,
      kind: 'enterprise',
      name: '深圳星衡时空科技有限公司',
      number_masked: '9144**********136T',
      id_number_hash: null,
      credit_code: '91440300708461136T',
      submitted_at: 1,
      reviewed_at: null,
      reviewed_by: null,
      reject_reason: null,
    };
    // Written as the old schema had it: no licence_key or licence_size yet.
    await db
      .insertInto('identity_verifications')
      .values([
        { ...row, id: 300000001, status: 'pending', licence_type: 'image/png', licence_image: PNG },
        {
          ...row,
          id: 300000002,
          status: 'rejected',
          licence_type: 'image/png',
          licence_image: null,
        },
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('identity_verifications')
      .select(['id', 'licence_key', 'licence_size'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 300000001, licence_key: null, licence_size: PNG.length },
      { id: 300000002, licence_key: null, licence_size: null },
    ]);
  });
});

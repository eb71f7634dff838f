import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { withFreshTestDatabase } from '../test/harness';
import { contentVersion } from './contentVersion';

/** The content version moves with the public pages' tables only (docs/performance.md "Page cache"). */

let db: Kysely<Database>;
withFreshTestDatabase((fresh) => (db = fresh));

describe('contentVersion', () => {
  it('grows at every insert, update and delete of a content table', async () => {
    const start = await contentVersion(db);
    await db
      .insertInto('news')
      .values({
        id: 9001,
        title: '星衡 CORS 服务新增 120 座基准站',
        summary: '华东地区覆盖加密',
        category: 'company',
        source: '星衡时空',
        published_at: '2026-11-28',
        html: '<p>示例</p>',
      })
      .execute();
    const inserted = await contentVersion(db);
    expect(inserted).toBeGreaterThan(start);
    await db
      .updateTable('news')
      .set({ title: '星衡 CORS 新增基准站' })
      .where('id', '=', 9001)
      .execute();
    const updated = await contentVersion(db);
    expect(updated).toBeGreaterThan(inserted);
    await db.deleteFrom('news').where('id', '=', 9001).execute();
    expect(await contentVersion(db)).toBeGreaterThan(updated);
  });

  it('stays put while only visitors’ rows are written', async () => {
    const before = await contentVersion(db);
    await db
      .insertInto('captcha_challenges')
      .values({
        id: 'content-version-check',
        target: 0.4,
        expires_at: Date.now() + 60_000,
        used_at: null,
      })
      .execute();
    expect(await contentVersion(db)).toBe(before);
  });
});

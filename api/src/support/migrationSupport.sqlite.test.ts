import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { withDatabaseMigratedTo } from '../test/oldDatabase';

/** A database from before the support center gets the new columns, rows and notices. */
describe('the support migration on an existing database', () => {
  it('makes 9 and 10 policies with a summary and adds the articles and notices', async () => {
    await withDatabaseMigratedTo('2026-11-24-070-orders', async (db) => {
      await sql`insert into support_docs (id, title, updated_at, html)
        values (9, '隐私政策', '2026-03-01', '<p>旧</p>'),
               (10, '用户协议', '2026-03-01', '<p>旧</p>')`.execute(db);
      await migrateToLatest(db);
      await db
        .updateTable('support_docs')
        .set({ summary: '已改写的摘要' })
        .where('id', '=', 10)
        .execute();
      await seedDatabase(db, { demoData: false });

      const docs = await db
        .selectFrom('support_docs')
        .select(['id', 'category', 'summary', 'html'])
        .where('id', 'in', [9, 10])
        .orderBy('id')
        .execute();
      expect(docs.map((d) => [d.id, d.category, d.html])).toEqual([
        [9, 'policy', '<p>旧</p>'],
        [10, 'policy', '<p>旧</p>'],
      ]);
      expect(docs[0]?.summary).toContain('个人信息');
      expect(docs[1]?.summary).toBe('已改写的摘要');
      const articles = await db
        .selectFrom('support_docs')
        .select('id')
        .where('id', '>', 10)
        .execute();
      expect(articles).toHaveLength(14);
      const notices = await db.selectFrom('notices').select('id').execute();
      expect(notices).toHaveLength(24);
    });
  });
});

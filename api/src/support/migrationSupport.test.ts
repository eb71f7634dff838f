import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { tempDir } from '../test/harness';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { seedDatabase } from '../db/seed';
import type { Database } from '../db/types';

/** A database from before the support center gets the new columns, rows and notices. */
describe('the support migration on an existing database', () => {
  it('makes 9 and 10 policies with a summary and adds the articles and notices', async () => {
    const dir = tempDir();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite')) }),
    });
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      expect((await migrator.migrateTo('2026-11-24-070-orders')).error).toBeUndefined();
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
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

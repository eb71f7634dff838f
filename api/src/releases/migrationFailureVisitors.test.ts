import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { tempDir } from '../test/harness';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { Database } from '../db/types';

/** Reports stored before visitors were counted keep counting, each as its own visitor. */
describe('the failure-visitors migration', () => {
  it('backfills visitor and reported_at, then enforces one row per remote, version and visitor', async () => {
    const dir = tempDir();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite')) }),
    });
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      const before = await migrator.migrateTo('2026-03-01-003-remote-failures');
      expect(before.error).toBeUndefined();
      await sql`insert into remote_load_failures (remote, version, kind, message, created_at)
        values ('mf-support', 'v1', 'manifest', 'a', '2026-11-01T00:00:00.000Z'),
               ('mf-support', 'v1', 'entry', 'b', '2026-11-02T00:00:00.000Z')`.execute(db);
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('remote_load_failures')
        .select(['id', 'visitor', 'reports', 'reported_at', 'created_at'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        {
          id: 1,
          visitor: 'legacy-1',
          reports: 1,
          reported_at: '2026-11-01T00:00:00.000Z',
          created_at: '2026-11-01T00:00:00.000Z',
        },
        {
          id: 2,
          visitor: 'legacy-2',
          reports: 1,
          reported_at: '2026-11-02T00:00:00.000Z',
          created_at: '2026-11-02T00:00:00.000Z',
        },
      ]);
      const duplicate = db
        .insertInto('remote_load_failures')
        .values({
          remote: 'mf-support',
          version: 'v1',
          visitor: 'legacy-1',
          kind: 'network',
          message: 'c',
          fell_back_to: null,
          user_agent: null,
          reported_at: '2026-11-03T00:00:00.000Z',
        })
        .execute();
      const error: unknown = await duplicate.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(String(error)).toMatch(/UNIQUE constraint failed/);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

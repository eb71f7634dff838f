import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import { withDatabaseMigratedTo } from '../test/oldDatabase';

/** Reports stored before visitors were counted keep counting, each as its own visitor. */
describe('the failure-visitors migration', () => {
  it('backfills visitor and reported_at, then enforces one row per remote, version and visitor', async () => {
    await withDatabaseMigratedTo('2026-03-01-003-remote-failures', async (db) => {
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
    });
  });
});

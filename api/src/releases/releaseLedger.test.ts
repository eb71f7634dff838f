import type { Kysely } from 'kysely';
import { withFreshTestDatabase } from '../test/harness';
import type { Database } from '../db/types';
import { readReleaseLedger, writeReleaseLedger } from './releaseLedger';

// The ledger of a shared deploy target, one row per target, on either engine.

let db: Kysely<Database>;
withFreshTestDatabase((fresh) => (db = fresh));

describe('release ledger rows', () => {
  it('reads nothing for a new target, then what was written last, per target', async () => {
    expect(await readReleaseLedger(db, 's3://a/site')).toBeUndefined();
    await writeReleaseLedger(db, 's3://a/site', '{"v":1}', new Date('2026-11-28T01:00:00Z'));
    await writeReleaseLedger(db, 's3://a/site', '{"v":2}', new Date('2026-11-28T01:01:00Z'));
    await writeReleaseLedger(db, 's3://b/site', '{"v":9}');
    expect(await readReleaseLedger(db, 's3://a/site')).toBe('{"v":2}');
    expect(await readReleaseLedger(db, 's3://b/site')).toBe('{"v":9}');
    const row = await db
      .selectFrom('release_ledger')
      .selectAll()
      .where('name', '=', 's3://a/site')
      .executeTakeFirstOrThrow();
    expect(row.updated_at).toBe('2026-11-28T01:01:00.000Z');
  });
});

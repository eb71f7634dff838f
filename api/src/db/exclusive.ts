import { sql, type Kysely } from 'kysely';
import { engineOf } from './dialect';

/**
 * Advisory lock keys of the timed jobs, one per job (PostgreSQL's lock space is per database).
 * Fixed numbers: two versions of the API running side by side during a deploy must agree on them.
 */
export const JOB_LOCK_KEYS = {
  paymentExpiry: 7_110_101,
  pruning: 7_110_102,
  canaryWatch: 7_110_103,
} as const;

/** A timed job, by its key in `JOB_LOCK_KEYS`. */
export type TimedJob = keyof typeof JOB_LOCK_KEYS;

/**
 * Runs one round of a timed job (unpaid-order expiry, pruning, the canary watcher) on one node at a time: on
 * PostgreSQL only the node that takes the job's session advisory lock (`pg_try_advisory_lock`,
 * never waiting) runs it, and the others skip this round; on SQLite, where the site runs on one
 * machine, it simply runs. Each job is also correct when two rounds overlap (its writes are
 * conditional updates in transactions), so the lock saves work and log noise, not correctness.
 * @param db the API database
 * @param job which job
 * @param work the round
 * @returns `{ ran: true, result }`, or `{ ran: false }` when another node holds the job
 * @throws what `work` throws (the lock is released either way), or a database failure
 */
export async function runExclusively<DB, T>(
  db: Kysely<DB>,
  job: TimedJob,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (engineOf(db) === 'sqlite') return { ran: true, result: await work() };
  const key = JOB_LOCK_KEYS[job];
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ taken: boolean }>`
      select pg_try_advisory_lock(${key}) as taken
    `.execute(connection);
    if (!rows[0]?.taken) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

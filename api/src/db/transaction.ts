import type { Kysely, Transaction } from 'kysely';
import { engineOf } from './dialect';

/** PostgreSQL's "could not serialize access" and "deadlock detected": safe to run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/** How many times a PostgreSQL transaction is tried before the conflict is thrown. */
export const TRANSACTION_ATTEMPTS = 40;

/**
 * Runs `work` in one transaction that behaves as if it ran alone, on either engine, so a
 * read-then-write (a balance checked then debited, an order paid once, a pending payment
 * re-opened) keeps its guarantee however many requests race, on one node or several:
 * - SQLite: a plain transaction; SQLite runs writers one at a time on the file.
 * - PostgreSQL: `serializable` isolation; when the server aborts it for a conflict with a
 *   concurrent one (SQLSTATE 40001) or a deadlock (40P01), `work` runs again from the start on
 *   fresh data, up to `TRANSACTION_ATTEMPTS` times, after a short random pause.
 * `work` must therefore do nothing but database work (no gateway calls, no messages sent).
 * @returns what `work` returns
 * @throws what `work` throws (the transaction is rolled back), or the last conflict
 */
export async function transact<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (engineOf(db) === 'sqlite') return db.transaction().execute(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= TRANSACTION_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code))
        throw error;
      // Jittered and growing (to 100 ms): n racers need up to n rounds for the last one to win.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * Math.min(100, 5 * attempt)),
      );
    }
  }
}

import pg from 'pg';
import { PostgresDialect, sql, type Kysely } from 'kysely';

/**
 * True when a database location is a PostgreSQL connection URL (`postgres://` or
 * `postgresql://`) rather than a SQLite file path.
 */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

// PostgreSQL sends 64-bit integers (`bigint` columns: epoch milliseconds; `count(*)`, `sum()`) as
// text because they may exceed 2^53. Every one of ours is far below that (ms until the year
// 285,616; money in fen), so they are read as numbers, the same values SQLite gives.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));

/**
 * Kysely's PostgreSQL dialect over a `pg` pool for one connection URL.
 * @param url `postgres://user[:password]@host[:port]/database[?sslmode=…]`
 * @param maxConnections pool size (default `XH_PG_POOL` or 10)
 */
export function postgresDialect(url: string, maxConnections?: number): PostgresDialect {
  const max = maxConnections ?? (Number(process.env.XH_PG_POOL) || 10);
  // A server that does not answer fails the first query after 5 s instead of hanging it.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A connection the server drops (a restart, a failover) is an 'error' event: on the pool for an
  // idle one, on the client for one checked out (pg emits it right after failing the client's
  // queries, before Kysely hands the client back). Without listeners either would end the
  // process. The failed query carries the error (answered 503, docs/api.md "Errors"); the pool
  // discards the dead connection and opens a new one for the next query.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new PostgresDialect({ pool });
}

/** Key of the session-level advisory lock held while a PostgreSQL database is migrated. */
const SCHEMA_LOCK_KEY = 7_110_001;

/**
 * Runs `work` (migrating and seeding) under a PostgreSQL session advisory lock held on one pooled
 * connection (the work itself may use others), so nodes opening one database at once do it one
 * after another; the lock goes with the session if the process dies.
 * @returns what `work` returns
 * @throws what `work` throws (the lock is released either way)
 */
export async function withPostgresSchemaLock<DB, T>(
  db: Kysely<DB>,
  work: () => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK_KEY})`.execute(connection);
    }
  });
}

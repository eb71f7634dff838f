import pg from 'pg';
import { PostgresDialect } from 'kysely';

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
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max }) });
}

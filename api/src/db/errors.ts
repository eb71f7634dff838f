/** The unique rule a write broke: its table and the columns of the key, as both engines name them. */
export interface UniqueViolation {
  table: string;
  /** Columns of the broken key in index order, e.g. `['user_id', 'service_id']`. */
  columns: string[];
}

/**
 * Reads a unique-constraint failure (a primary key too) out of what a query threw, on either
 * engine: SQLite's `SQLITE_CONSTRAINT_UNIQUE` / `…_PRIMARYKEY` with the message
 * `UNIQUE constraint failed: payments.order_no`, or PostgreSQL's SQLSTATE `23505` with the
 * error's `table` and its detail `Key (order_no)=(…) already exists.`
 * @param error anything a query threw
 * @returns the broken rule, or `null` for any other error
 */
export function uniqueViolation(error: unknown): UniqueViolation | null {
  // Read as a plain object, not `instanceof Error`: a native module's error may come from
  // another realm (jest runs each test file in its own).
  if (typeof error !== 'object' || error === null) return null;
  const { code, table, detail, message } = error as {
    code?: unknown;
    table?: unknown;
    detail?: unknown;
    message?: unknown;
  };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const text = typeof message === 'string' ? message : '';
    const listed = /constraint failed: (.+)$/.exec(text)?.[1] ?? '';
    const pairs = listed.split(', ').map((pair) => pair.split('.'));
    return {
      table: pairs[0]?.length === 2 ? pairs[0][0]! : '',
      columns: pairs.filter((pair) => pair.length === 2).map((pair) => pair[1]!),
    };
  }
  if (code === '23505') {
    const keys = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail)?.[1] : undefined;
    return {
      table: typeof table === 'string' ? table : '',
      columns: keys ? keys.split(', ') : [],
    };
  }
  return null;
}

/**
 * True for a unique-constraint failure on either engine (`uniqueViolation`): the loser of a race
 * on an idempotency key or a one-per-user row.
 * @param error anything a query threw
 * @param on when given, only a failure of that table (and, when `columns` is given, that key)
 */
export function isUniqueViolation(
  error: unknown,
  on?: { table: string; columns?: string[] },
): boolean {
  const violation = uniqueViolation(error);
  if (!violation) return false;
  if (!on) return true;
  if (violation.table !== on.table) return false;
  return !on.columns || violation.columns.join(',') === on.columns.join(',');
}

/** Node's socket failures: the server is not there, went away or does not answer. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * True when a query failed because the database cannot be reached, not because of the query:
 * a socket failure (`ECONNREFUSED`, `ECONNRESET`, …); PostgreSQL's connection exceptions (SQLSTATE
 * class `08`), shutdown and start-up (`57P01`–`57P03`) and `too many connections` (`53300`); the
 * `pg` pool's connect timeout and dropped connections; SQLite's lock held past the busy timeout
 * (`SQLITE_BUSY`). The API answers these 503 `50302` (docs/api.md "Errors").
 * @param error anything a query threw
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || code.startsWith('SQLITE_BUSY')) return true;
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  return (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      message,
    )
  );
}

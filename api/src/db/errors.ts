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

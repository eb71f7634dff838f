/**
 * True for a unique-constraint failure of SQLite (`SQLITE_CONSTRAINT_UNIQUE`, also a primary key
 * `SQLITE_CONSTRAINT_PRIMARYKEY`) or PostgreSQL (`23505`): the loser of a race on an idempotency
 * key or a one-per-user row.
 * @param error anything a query threw
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

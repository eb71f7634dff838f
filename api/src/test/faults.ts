import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/dialect';

/** A write the database is made to refuse (`failWrites`). */
export interface WriteFault {
  /** Name of the trigger (and of its PostgreSQL function): a plain identifier. */
  name: string;
  table: string;
  /** `insert`, or `update` (of `column` only, when given). */
  event: 'insert' | 'update';
  column?: string;
  /** SQL over the `new` row that must hold for the write to fail; may contain a subquery. */
  when: string;
  /** The error's message. */
  message: string;
}

/**
 * Makes the database refuse a write, to test that a transaction failing in its last step leaves
 * nothing behind: a `before` row trigger that aborts with `fault.message` when `fault.when` holds,
 * written for the engine the test runs on (SQLite's `raise(abort, …)`, PostgreSQL's PL/pgSQL
 * `raise exception`, where the condition sits in the function because a trigger's `when` may not
 * hold a subquery there).
 * @param db the test's own handle on the API's database
 * @returns `restore()`, which drops the trigger (idempotent)
 */
export async function failWrites<DB>(
  db: Kysely<DB>,
  fault: WriteFault,
): Promise<() => Promise<void>> {
  const { name, table, when } = fault;
  const message = fault.message.replaceAll("'", "''");
  const event =
    fault.event === 'update' && fault.column ? `update of ${fault.column}` : fault.event;
  if (engineOf(db) === 'sqlite') {
    await sql
      .raw(
        `create trigger ${name} before ${event} on ${table} when ${when} ` +
          `begin select raise(abort, '${message}'); end`,
      )
      .execute(db);
    return async () => {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    };
  }
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin ` +
        `if ${when} then raise exception '${message}'; end if; return new; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} before ${event} on ${table} for each row execute function ${name}()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
  };
}

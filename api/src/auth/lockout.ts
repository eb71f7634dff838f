import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';

/** Account lockout (docs/api.md "Account lockout"). */
export const LOCKOUT = {
  /** The 5th wrong password in a row locks the account… */
  maxFailures: 5,
  /** …for 15 minutes. */
  lockMs: 15 * 60_000,
} as const;

/**
 * HTTP 423 `42300`: the account is locked, with the minutes left (rounded up), e.g.
 * '密码连续错误 5 次，账号已锁定，请 15 分钟后再试'.
 */
export function accountLocked(lockedUntil: number, now: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 60_000));
  return new ApiError(
    423,
    ERROR_CODES.accountLocked,
    `密码连续错误 ${LOCKOUT.maxFailures} 次，账号已锁定，请 ${minutes} 分钟后再试`,
  );
}

/** The end of the account's lock (epoch ms) when it is locked at `now`, else null. */
export async function lockedUntil(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number | null> {
  const row = await db
    .selectFrom('login_lockouts')
    .select('locked_until')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = row?.locked_until ?? null;
  return until !== null && until > now.getTime() ? until : null;
}

/**
 * Counts a wrong password (atomically, so parallel attempts from many addresses all count); the
 * 5th in a row locks the account for 15 minutes and starts the count again.
 * @returns the end of the lock when this failure started it, else null
 */
export async function recordWrongPassword(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number | null> {
  const row = await db
    .insertInto('login_lockouts')
    .values({ user_id: userId, failures: 1, locked_until: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({ failures: eb('login_lockouts.failures', '+', 1) })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures < LOCKOUT.maxFailures) return null;
  const until = now.getTime() + LOCKOUT.lockMs;
  await db
    .updateTable('login_lockouts')
    .set({ failures: 0, locked_until: until })
    .where('user_id', '=', userId)
    .execute();
  return until;
}

/** A right password: the count of wrong ones starts again. */
export async function clearWrongPasswords(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('login_lockouts')
    .set({ failures: 0 })
    .where('user_id', '=', userId)
    .execute();
}

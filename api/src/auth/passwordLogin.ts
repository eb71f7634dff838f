import type { Kysely } from 'kysely';
import { recordAuthEvent } from '../audit/events';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { checkPassword } from './passwords';
import { accountLocked, clearWrongPasswords, lockedUntil, recordWrongPassword } from './lockout';
import { issueToken } from './tokens';

/** Message of a wrong phone or password (400 `40012`), the same for an unknown phone. */
export const WRONG_CREDENTIALS_MSG = '手机号或密码错误';

/**
 * Checks a phone and password (the captcha ticket already consumed) under the account lockout of
 * docs/api.md "Account lockout", audits the outcome, and issues a 12-hour token.
 * - a locked account is refused, even with the right password, until the lock ends;
 * - a wrong password counts (per account, from any address); the 5th in a row locks 15 minutes;
 * - the right password starts the count again.
 * @param input `{ phone, password, ip }` (`ip` only for the audit, stored as a keyed hash)
 * @returns the token
 * @throws ApiError 400 `40012` wrong phone or password; 423 `42300` locked (minutes left)
 */
export async function loginWithPassword(
  db: Kysely<Database>,
  input: { phone: string; password: string; ip: string },
  now: Date,
): Promise<string> {
  const { phone, password, ip } = input;
  const audit = { phone, ip, at: now };
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  const locked = user ? await lockedUntil(db, user.id, now) : null;
  if (user && locked !== null) {
    await recordAuthEvent(db, {
      ...audit,
      userId: user.id,
      kind: 'login_locked',
      outcome: 'refused',
      detail: 'while_locked',
    });
    throw accountLocked(locked, now);
  }
  const valid = await checkPassword(password, user?.password_hash ?? null);
  if (!user || !valid) {
    if (!user) {
      await recordAuthEvent(db, {
        ...audit,
        kind: 'login_failed',
        outcome: 'refused',
        detail: 'unknown_phone',
      });
      throw new ApiError(400, ERROR_CODES.wrongCredentials, WRONG_CREDENTIALS_MSG);
    }
    const lockStarted = await recordWrongPassword(db, user.id, now);
    const failed = { ...audit, userId: user.id, outcome: 'refused' } as const;
    if (lockStarted !== null) {
      await recordAuthEvent(db, { ...failed, kind: 'login_locked', detail: 'lock_started' });
      throw accountLocked(lockStarted, now);
    }
    await recordAuthEvent(db, { ...failed, kind: 'login_failed', detail: 'wrong_password' });
    throw new ApiError(400, ERROR_CODES.wrongCredentials, WRONG_CREDENTIALS_MSG);
  }
  await clearWrongPasswords(db, user.id);
  const token = await issueToken(db, user.id, now);
  await recordAuthEvent(db, {
    ...audit,
    userId: user.id,
    kind: 'login_ok',
    outcome: 'ok',
    detail: 'password',
  });
  return token;
}

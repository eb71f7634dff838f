import type { Kysely } from 'kysely';
import { recordAuthEvent } from '../audit/events';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { checkPassword } from './passwords';
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
  throttleKeys,
  type ThrottleKeys,
} from './loginThrottle';
import { issueToken } from './tokens';

/** Message of a wrong phone or password (400 `40012`), the same for an unknown phone. */
export const WRONG_CREDENTIALS_MSG = '手机号或密码错误';

/**
 * Refuses a password attempt from this address on this phone while it is throttled (docs/api.md
 * "Account lockout"), before the captcha ticket is used or any password checked; audited as
 * `login_locked` / `while_locked` or `login_failed` / `throttled`. Answers alike for phones with
 * and without an account.
 * @param input `{ phone, ip }`
 * @returns the attempt's throttle keys, for `loginWithPassword`
 * @throws ApiError 423 `42300` locked (minutes left); 429 `42903` `{ retryAfter }` (seconds)
 */
export async function admitPasswordAttempt(
  db: Kysely<Database>,
  input: { phone: string; ip: string },
  now: Date,
): Promise<ThrottleKeys> {
  const keys = await throttleKeys(db, input);
  try {
    await assertLoginAllowed(db, keys, now);
  } catch (error) {
    if (error instanceof ApiError) {
      const locked = error.code === ERROR_CODES.accountLocked;
      await recordAuthEvent(db, {
        phone: input.phone,
        ip: input.ip,
        at: now,
        kind: locked ? 'login_locked' : 'login_failed',
        outcome: 'refused',
        detail: locked ? 'while_locked' : 'throttled',
      });
    }
    throw error;
  }
  return keys;
}

/**
 * Checks a phone and password (admitted by `admitPasswordAttempt`, the captcha ticket used) and
 * issues a 12-hour token; audits the outcome. A phone without an account goes through the same
 * work as a wrong password (a bcrypt comparison with a dummy hash, the same throttle rows, one
 * audit row), so neither the answer nor its time tells who is registered (docs/api.md "Account
 * lockout"). A wrong password counts for this phone and address (`recordLoginFailure`); the right
 * one starts this pair's count again.
 * @param input `{ phone, password, ip, keys }` (`ip` for the audit, as a keyed hash)
 * @returns the token
 * @throws ApiError 400 `40012` wrong phone or password; 423 `42300` when this failure locked the
 *   phone for this address (the 10th)
 */
export async function loginWithPassword(
  db: Kysely<Database>,
  input: { phone: string; password: string; ip: string; keys: ThrottleKeys },
  now: Date,
): Promise<string> {
  const { phone, password, ip, keys } = input;
  const audit = { phone, ip, at: now };
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  const valid = await checkPassword(password, user?.password_hash ?? null);
  if (!user || !valid) {
    const lock = await recordLoginFailure(db, keys, now);
    await recordAuthEvent(db, {
      ...audit,
      ...(user ? { userId: user.id } : {}),
      kind: lock ? 'login_locked' : 'login_failed',
      outcome: 'refused',
      detail: lock ? 'lock_started' : user ? 'wrong_password' : 'unknown_phone',
    });
    throw lock ?? new ApiError(400, ERROR_CODES.wrongCredentials, WRONG_CREDENTIALS_MSG);
  }
  await clearLoginFailures(db, keys);
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

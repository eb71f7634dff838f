import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { isUniqueViolation } from '../db/errors';

type Db = Kysely<Database> | Transaction<Database>;

/** Message of a phone that already has an account (400 `40040`). */
export const PHONE_REGISTERED_MSG = '该手机号已注册，请直接登录';

/** What a new account starts with. */
export interface NewUser {
  phone: string;
  /** A bcrypt hash (`hashPassword`), never the password. */
  passwordHash: string;
  /** When the terms were agreed to; null when the flow records no consent. */
  termsAgreedAt: Date | null;
}

/**
 * Creates an account: a random 9-digit id (db/types.ts: no auto-increment), the nickname
 * `星衡用户` + the phone's last 4 digits, `created_at` = `now`.
 * @returns the new account's id
 * @throws ApiError 400 `40040` '该手机号已注册，请直接登录' when the phone has an account (also when a
 *   parallel request created it first: the unique index decides)
 */
export async function createUser(db: Db, user: NewUser, now: Date): Promise<number> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', user.phone)
    .executeTakeFirst();
  if (taken) throw new ApiError(400, ERROR_CODES.phoneRegistered, PHONE_REGISTERED_MSG);
  const id = await freshUserId(db);
  try {
    await db
      .insertInto('users')
      .values({
        id,
        phone: user.phone,
        password_hash: user.passwordHash,
        nickname: `星衡用户${user.phone.slice(-4)}`,
        created_at: now.getTime(),
        terms_agreed_at: user.termsAgreedAt?.getTime() ?? null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, { table: 'users', columns: ['phone'] })) {
      throw new ApiError(400, ERROR_CODES.phoneRegistered, PHONE_REGISTERED_MSG);
    }
    throw error;
  }
  return id;
}

/** An unused random account id between 100,000,000 and 999,999,999. */
async function freshUserId(db: Db): Promise<number> {
  for (;;) {
    const id = crypto.randomInt(100_000_000, 1_000_000_000);
    const taken = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!taken) return id;
  }
}

/**
 * Ends every session of an account: revokes all its live tokens (docs/api.md "Registration and
 * password reset": a reset password logs out everywhere).
 * @returns how many tokens were revoked
 */
export async function endAllSessions(db: Db, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.getTime() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

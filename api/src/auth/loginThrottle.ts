import type { Kysely } from 'kysely';
import { keyedHash } from '../audit/keyedHash';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { transact } from '../db/transaction';

/**
 * Throttling of wrong passwords (docs/api.md "Account lockout", docs/security.md "Login
 * defences", OWASP ASVS V2.2.1). Counted per (phone, address), whether the phone has an account
 * or not, so the answers never tell registered phones apart; one address can slow down and lock
 * only its own attempts, never the owner on another address.
 */
export const LOGIN_THROTTLE = {
  /** Wrong passwords from one address on one phone answered without a wait. */
  freeFailures: 3,
  /** Wait before the next attempt after the 4th, 5th, 6th, … wrong password (ms); the last repeats. */
  delaysMs: [5_000, 15_000, 30_000, 60_000],
  /** The 10th wrong password from one address on one phone locks that pair… */
  pairLockFailures: 10,
  /** …for 15 minutes. */
  pairLockMs: 15 * 60_000,
  /** 50 wrong passwords from one address on any phones within an hour lock that address… */
  addressLockFailures: 50,
  addressWindowMs: 60 * 60_000,
  /** …for an hour. */
  addressLockMs: 60 * 60_000,
  /** A pair's count starts again when its first failure is a day old. */
  pairWindowMs: 24 * 60 * 60_000,
} as const;

/** The `phone_key` of the per-address row (all phones). */
const ANY_PHONE = '*';

/** The keyed-hash keys of one attempt: its phone and its address. */
export interface ThrottleKeys {
  phone: string;
  address: string;
}

/**
 * The keys of an attempt: the phone and the client address as keyed hashes (the audit's server
 * keys `audit-phone`, `audit-address`), never stored in clear.
 * @param input `{ phone, ip }` (`ip` as Fastify sees it: `X-Forwarded-For` from the local nginx)
 */
export async function throttleKeys(
  db: Kysely<Database>,
  input: { phone: string; ip: string },
): Promise<ThrottleKeys> {
  return {
    phone: await keyedHash(db, 'audit-phone', input.phone),
    address: await keyedHash(db, 'audit-address', input.ip),
  };
}

/** Whole minutes left until `until`, at least 1. */
const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

/**
 * Refuses an attempt before any password is checked (and before the captcha is used) while this
 * address is locked for this phone or for all phones, or while the progressive delay runs.
 * @param keys `throttleKeys(…)`
 * @param now the clock
 * @throws ApiError 423 `42300` (this phone from this address, or this address, locked; minutes
 *   left); 429 `42903` with `data: { retryAfter }` (seconds, rounded up) during the delay
 */
export async function assertLoginAllowed(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
): Promise<void> {
  const ms = now.getTime();
  const rows = await db
    .selectFrom('login_throttle')
    .selectAll()
    .where('address_key', '=', keys.address)
    .where('phone_key', 'in', [keys.phone, ANY_PHONE])
    .execute();
  const pair = rows.find((r) => r.phone_key === keys.phone);
  const address = rows.find((r) => r.phone_key === ANY_PHONE);
  if (address?.locked_until && address.locked_until > ms) {
    throw new ApiError(
      423,
      ERROR_CODES.accountLocked,
      `当前网络密码错误次数过多，已暂停密码登录，请 ${minutesLeft(address.locked_until, ms)} 分钟后再试或使用短信验证码登录`,
    );
  }
  if (pair?.locked_until && pair.locked_until > ms) {
    throw pairLocked(pair.locked_until, ms);
  }
  if (pair && pair.next_attempt_at > ms) {
    const retryAfter = Math.ceil((pair.next_attempt_at - ms) / 1000);
    throw new ApiError(
      429,
      ERROR_CODES.loginThrottled,
      `密码错误次数较多，请 ${retryAfter} 秒后再试`,
      { retryAfter },
    );
  }
}

/** HTTP 423 `42300`: this phone's password login is locked from this address. */
function pairLocked(until: number, ms: number): ApiError {
  return new ApiError(
    423,
    ERROR_CODES.accountLocked,
    `密码连续错误 ${LOGIN_THROTTLE.pairLockFailures} 次，当前网络已暂停该账号的密码登录，请 ${minutesLeft(until, ms)} 分钟后再试或使用短信验证码登录`,
  );
}

/** The wait after the `failures`-th wrong password in a row (ms; 0 while free). */
export function delayAfter(failures: number): number {
  const { freeFailures, delaysMs } = LOGIN_THROTTLE;
  if (failures <= freeFailures) return 0;
  return delaysMs[Math.min(failures - freeFailures, delaysMs.length) - 1] ?? 0;
}

/**
 * Counts a wrong password (for a phone with or without an account alike) for the pair and for the
 * address, in one transaction: sets the pair's progressive delay (`delayAfter`), locks the pair
 * at its 10th failure for 15 minutes and the address at its 50th within an hour for an hour.
 * Rows whose first failure is over a day old are deleted on the way.
 * @returns the 423 to answer when this failure started a lock of the pair, else null (the caller
 *   answers its usual 40012)
 */
export async function recordLoginFailure(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
): Promise<ApiError | null> {
  const ms = now.getTime();
  const T = LOGIN_THROTTLE;
  return transact(db, async (trx) => {
    await trx
      .deleteFrom('login_throttle')
      .where('first_failure_at', '<=', ms - T.pairWindowMs)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', ms)]))
      .execute();
    const bump = async (phoneKey: string, windowMs: number) => {
      const row = await trx
        .selectFrom('login_throttle')
        .selectAll()
        .where('phone_key', '=', phoneKey)
        .where('address_key', '=', keys.address)
        .executeTakeFirst();
      const stale =
        !row ||
        row.first_failure_at <= ms - windowMs ||
        (row.locked_until !== null && row.locked_until <= ms);
      const failures = stale ? 1 : row.failures + 1;
      const first = stale ? ms : row.first_failure_at;
      await trx
        .insertInto('login_throttle')
        .values({
          phone_key: phoneKey,
          address_key: keys.address,
          failures,
          first_failure_at: first,
          next_attempt_at: ms,
          locked_until: null,
        })
        .onConflict((oc) =>
          oc.columns(['phone_key', 'address_key']).doUpdateSet({
            failures,
            first_failure_at: first,
            locked_until: null,
          }),
        )
        .execute();
      return failures;
    };
    const pairFailures = await bump(keys.phone, T.pairWindowMs);
    const addressFailures = await bump(ANY_PHONE, T.addressWindowMs);
    const lock = (phoneKey: string, until: number) =>
      trx
        .updateTable('login_throttle')
        .set({ locked_until: until, next_attempt_at: ms })
        .where('phone_key', '=', phoneKey)
        .where('address_key', '=', keys.address)
        .execute();
    if (addressFailures >= T.addressLockFailures) await lock(ANY_PHONE, ms + T.addressLockMs);
    if (pairFailures >= T.pairLockFailures) {
      await lock(keys.phone, ms + T.pairLockMs);
      return pairLocked(ms + T.pairLockMs, ms);
    }
    await trx
      .updateTable('login_throttle')
      .set({ next_attempt_at: ms + delayAfter(pairFailures) })
      .where('phone_key', '=', keys.phone)
      .where('address_key', '=', keys.address)
      .execute();
    return null;
  });
}

/** A right password: this pair's count and delay start again (the address's count stays). */
export async function clearLoginFailures(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('phone_key', '=', keys.phone)
    .where('address_key', '=', keys.address)
    .execute();
}

/**
 * Lifts every lock and delay of a phone, from every address (a password reset: the owner proved
 * the phone). The per-address counts of all phones stay.
 */
export async function liftPhoneThrottle(db: Kysely<Database>, phone: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('phone_key', '=', await keyedHash(db, 'audit-phone', phone))
    .execute();
}

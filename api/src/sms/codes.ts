import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { keyedHash } from '../audit/keyedHash';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import type { SmsPurpose } from './purposes';
import { transact } from '../db/transaction';

/** SMS code rules (docs/api.md "SMS codes"). */
export const SMS_CODE = {
  /** A code is 6 digits. */
  digits: 6,
  /** Valid 5 minutes after sending. */
  ttlMs: 5 * 60_000,
  /** The 5th wrong try voids it. */
  maxAttempts: 5,
  /** One SMS per phone every 60 s, whatever the purpose. */
  resendMs: 60_000,
  /** At most 10 SMS per phone in any 24 hours. */
  dailyMax: 10,
  dayMs: 24 * 60 * 60_000,
} as const;

/** Message of a code that is unknown, used, expired or voided (400 `40021`). */
export const SMS_CODE_INVALID_MSG = '短信验证码已失效，请重新获取';

/** The stored form of a code: HMAC-SHA256 under the `sms-code` server key, bound to its row. */
function codeHash(
  db: Kysely<Database>,
  id: string,
  phone: string,
  purpose: SmsPurpose,
  code: string,
) {
  return keyedHash(db, 'sms-code', `${id}|${phone}|${purpose}|${code}`);
}

/** What to send: with a code, or a notice that carries none (a login to an unknown phone). */
export interface IssueRequest {
  phone: string;
  purpose: SmsPurpose;
  /** False: record the send (it counts against the limits) without a code. */
  withCode: boolean;
  now: Date;
}

/**
 * Records an SMS about to be sent to `phone`, enforcing the per-phone limits (any purpose): one
 * every 60 s, at most 10 in 24 hours. A new code replaces the phone's earlier code of the same
 * purpose (only the newest is checked). Rows older than 24 hours are deleted on the way.
 * @returns the 6-digit code to send (stored only as its keyed hash), or null for a notice
 * @throws ApiError 429 `42901` '发送过于频繁，请 N 秒后再试'; 429 `42902` over the daily limit
 */
export async function issueSmsCode(
  db: Kysely<Database>,
  request: IssueRequest,
): Promise<string | null> {
  const { phone, purpose, now } = request;
  const ms = now.getTime();
  const id = crypto.randomBytes(16).toString('base64url');
  // A notice gets a code drawn and hashed too, then dropped: the same work as a code, so the time
  // of the answer does not tell a notice (a phone without an account) from a code.
  const drawn = String(crypto.randomInt(0, 10 ** SMS_CODE.digits)).padStart(SMS_CODE.digits, '0');
  // Hashed before the transaction: the key may need a write of its own.
  const drawnHash = await codeHash(db, id, phone, purpose, drawn);
  const code = request.withCode ? drawn : null;
  const hash = request.withCode ? drawnHash : null;
  await transact(db, async (trx) => {
    await trx
      .deleteFrom('sms_codes')
      .where('created_at', '<=', ms - SMS_CODE.dayMs)
      .execute();
    const sent = await trx
      .selectFrom('sms_codes')
      .select('created_at')
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .execute();
    const last = sent[0]?.created_at;
    if (last !== undefined && ms - last < SMS_CODE.resendMs) {
      const wait = Math.ceil((SMS_CODE.resendMs - (ms - last)) / 1000);
      throw new ApiError(429, ERROR_CODES.smsTooSoon, `发送过于频繁，请 ${wait} 秒后再试`);
    }
    if (sent.length >= SMS_CODE.dailyMax) {
      throw new ApiError(
        429,
        ERROR_CODES.smsDailyLimit,
        '该手机号 24 小时内获取验证码次数已达上限，请稍后再试',
      );
    }
    await trx
      .insertInto('sms_codes')
      .values({
        id,
        phone,
        purpose,
        code_hash: hash,
        created_at: ms,
        expires_at: ms + SMS_CODE.ttlMs,
        attempts: 0,
        used_at: null,
      })
      .execute();
  });
  return code;
}

/**
 * Uses the newest code sent to `phone` for `purpose`: it must be unused, unexpired and have tries
 * left. Each check spends a try first (so at most 5 comparisons per code, even in parallel); the
 * right code marks it used, the 5th wrong one voids it.
 * @throws ApiError 400 `40020` '短信验证码错误，还可尝试 N 次'; 400 `40021` '短信验证码已失效，请重新
 *   获取' (none sent for this purpose, expired, used, or voided by wrong tries)
 */
export async function consumeSmsCode(
  db: Kysely<Database>,
  request: { phone: string; purpose: SmsPurpose; code: string; now: Date },
): Promise<void> {
  const { phone, purpose, code, now } = request;
  const ms = now.getTime();
  const newest = await db
    .selectFrom('sms_codes')
    .select('id')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('code_hash', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const invalid = () => new ApiError(400, ERROR_CODES.smsCodeInvalid, SMS_CODE_INVALID_MSG);
  if (!newest) throw invalid();
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', newest.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ms)
    .where('attempts', '<', SMS_CODE.maxAttempts)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst();
  if (!row) throw invalid();
  const expected = Buffer.from(row.code_hash ?? '');
  const given = Buffer.from(await codeHash(db, newest.id, phone, purpose, code));
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    const used = await db
      .updateTable('sms_codes')
      .set({ used_at: ms })
      .where('id', '=', newest.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // A parallel request with the same code won the race: one code, one login.
    if (used.numUpdatedRows !== 1n) throw invalid();
    return;
  }
  const left = SMS_CODE.maxAttempts - row.attempts;
  if (left <= 0) {
    throw new ApiError(400, ERROR_CODES.smsCodeInvalid, '短信验证码错误次数过多，请重新获取');
  }
  throw new ApiError(400, ERROR_CODES.smsCodeWrong, `短信验证码错误，还可尝试 ${left} 次`);
}

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OAuthLoggedIn, OAuthPlatform } from '@xingheng/shared';
import { recordAuthEvent } from '../audit/events';
import { hashPassword } from '../auth/passwords';
import { issueToken } from '../auth/tokens';
import { createUser } from '../auth/users';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { consumeSmsCode } from '../sms/codes';
import { PLATFORM_INFO } from './platforms';
import { claimBindTicket, linkAccount, readBindTicket } from './store';
import { transact } from '../db/transaction';

/** One phone binding: the ticket of the first login, the phone and its SMS code. */
export interface BindRequest {
  platform: OAuthPlatform;
  bindTicket: string;
  phone: string;
  code: string;
  /** The client address (audit). */
  ip: string;
  now: Date;
}

/** A password hash nothing matches: bcrypt of 32 random bytes nobody ever sees. */
function unusablePasswordHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(32).toString('base64url'));
}

/**
 * Binds the provider account of a bind ticket to the account of a phone and logs it in
 * (docs/api.md "WeChat and QQ login"). Order: the ticket must be live (400 `40062`) → the phone's
 * newest code of the platform's purpose (`bindWx` / `bindQq`) is used (400 `40020` / `40021`) →
 * in one transaction: the ticket is used, the account is found or created (no usable password:
 * the person logs in by WeChat / QQ or SMS, or resets a password), the binding is written (400
 * `40063` the provider account is bound already, 400 `40064` the account has another one of this
 * platform; the transaction is undone and the ticket stays usable) and a token issued.
 * Audited: `login_failed` (wrong code), `registered` (an account made), `login_ok` (`wechat_bind`).
 * @returns `{ token, redirect }` (the site path of the ticket)
 * @throws ApiError as above
 */
export async function bindPhone(
  db: Kysely<Database>,
  request: BindRequest,
): Promise<OAuthLoggedIn> {
  const { platform, bindTicket, phone, code, ip, now } = request;
  const ticket = await readBindTicket(db, { ticket: bindTicket, platform, now });
  const audit = { phone, ip, at: now };
  try {
    await consumeSmsCode(db, { phone, purpose: PLATFORM_INFO[platform].smsPurpose, code, now });
  } catch (error) {
    if (error instanceof ApiError) {
      const detail = error.code === ERROR_CODES.smsCodeWrong ? 'wrong_code' : 'code_invalid';
      await recordAuthEvent(db, { ...audit, kind: 'login_failed', outcome: 'refused', detail });
    }
    throw error;
  }
  const findUser = (trx: Kysely<Database>) =>
    trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  // bcrypt is slow: hashed before the transaction, and only for a phone without an account.
  let passwordHash = (await findUser(db)) ? null : await unusablePasswordHash();
  const { userId, created, token } = await transact(db, async (trx) => {
    await claimBindTicket(trx, { ticket: bindTicket, platform, now });
    const existing = await findUser(trx);
    let id = existing?.id;
    if (id === undefined) {
      passwordHash ??= await unusablePasswordHash();
      id = await createUser(trx, { phone, passwordHash, termsAgreedAt: null }, now);
    }
    await linkAccount(trx, { platform, openid: ticket.openid, userId: id, now });
    return { userId: id, created: !existing, token: await issueToken(trx, id, now) };
  });
  if (created) {
    await recordAuthEvent(db, {
      ...audit,
      userId,
      kind: 'registered',
      outcome: 'ok',
      detail: platform,
    });
  }
  await recordAuthEvent(db, {
    ...audit,
    userId,
    kind: 'login_ok',
    outcome: 'ok',
    detail: `${platform}_bind`,
  });
  return { token, redirect: ticket.redirect };
}

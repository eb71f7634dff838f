import type { Kysely } from 'kysely';
import type { SmsSendResult } from '@xingheng/shared';
import { recordAuthEvent } from '../audit/events';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { issueSmsCode, SMS_CODE } from './codes';
import { smsCodeText, type SmsPurpose } from './purposes';
import type { SmsSender } from './sender';

/** What sending needs: the database, the sender (gateway, log, outbox) and the clock. */
export interface SmsContext {
  db: Kysely<Database>;
  sender: SmsSender;
  now: () => Date;
}

/** One send: to whom, why, from which address, and what to send when no code is due. */
export interface SmsSendRequest {
  phone: string;
  purpose: SmsPurpose;
  /** The client address (audit, as a keyed hash). */
  ip: string;
  /**
   * A notice to send instead of a code (e.g. a login code asked for a phone with no account);
   * undefined sends a code.
   */
  notice?: string;
}

/**
 * Sends a code (or a notice) by SMS under the per-phone limits of `issueSmsCode`, and audits it
 * (`sms_sent`, ok with the purpose, or refused with `too_soon` / `daily_limit`). The answer is the
 * same whether a code or a notice went out, so it does not tell who has an account.
 * @returns `{ resendInSec: 60, expiresInSec: 300 }`
 * @throws ApiError 429 `42901` / `42902` from the limits; whatever the sender throws
 */
export async function sendSms(
  context: SmsContext,
  request: SmsSendRequest,
): Promise<SmsSendResult> {
  const { db, sender } = context;
  const { phone, purpose, ip, notice } = request;
  const now = context.now();
  let code: string | null;
  try {
    code = await issueSmsCode(db, { phone, purpose, withCode: notice === undefined, now });
  } catch (error) {
    if (error instanceof ApiError) {
      const detail = error.code === ERROR_CODES.smsTooSoon ? 'too_soon' : 'daily_limit';
      await recordAuthEvent(db, {
        kind: 'sms_sent',
        outcome: 'refused',
        detail,
        phone,
        ip,
        at: now,
      });
    }
    throw error;
  }
  const text = code === null ? (notice ?? '') : smsCodeText(purpose, code);
  await sender.send({ phone, purpose, text, code });
  await recordAuthEvent(db, {
    kind: 'sms_sent',
    outcome: 'ok',
    detail: code === null ? `${purpose}_notice` : purpose,
    phone,
    ip,
    at: now,
  });
  return { resendInSec: SMS_CODE.resendMs / 1000, expiresInSec: SMS_CODE.ttlMs / 1000 };
}

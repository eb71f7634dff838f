import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SmsTicketPurpose } from '@xingheng/shared';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';

/** How long an SMS ticket may wait for `phoneRegister` / `resetPassword`: 10 minutes, in ms. */
export const SMS_TICKET_TTL_MS = 10 * 60_000;

/** Message of an SMS ticket that is unknown, used, expired or for another phone (400 `40022`). */
export const SMS_TICKET_INVALID_MSG = '短信验证已过期，请重新获取验证码';

/**
 * Issues the proof that `phone` received its `purpose` code (docs/api.md "Registration and password
 * reset"): 32 random bytes, base64url; only its SHA-256 hash is stored.
 * @returns the ticket for the client, valid 10 minutes from `now`, once
 */
export async function issueSmsTicket(
  db: Kysely<Database>,
  request: { phone: string; purpose: SmsTicketPurpose; now: Date },
): Promise<string> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('sms_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      phone: request.phone,
      purpose: request.purpose,
      expires_at: request.now.getTime() + SMS_TICKET_TTL_MS,
      used_at: null,
    })
    .execute();
  return ticket;
}

/**
 * Uses an SMS ticket: it must be unused, unexpired at `now`, and issued for this phone and purpose.
 * Call it inside the transaction that does what the ticket allows, so a failure leaves it unused.
 * @throws ApiError 400 `40022` '短信验证已过期，请重新获取验证码' otherwise
 */
export async function consumeSmsTicket(
  db: Kysely<Database>,
  request: { ticket: string; phone: string; purpose: SmsTicketPurpose; now: Date },
): Promise<void> {
  const ms = request.now.getTime();
  const used = await db
    .updateTable('sms_tickets')
    .set({ used_at: ms })
    .where('ticket_hash', '=', hashToken(request.ticket))
    .where('phone', '=', request.phone)
    .where('purpose', '=', request.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ms)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) {
    throw new ApiError(400, ERROR_CODES.smsTicketInvalid, SMS_TICKET_INVALID_MSG);
  }
}

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** SHA-256 hex of a captcha ticket: the only form in which tickets are stored. */
export function hashTicket(ticket: string): string {
  return crypto.createHash('sha256').update(ticket).digest('hex');
}

/**
 * Issues a built-in ticket: 24 random bytes (base64url) and a 12-hex-digit `randstr`; only the
 * ticket's SHA-256 is stored, usable once until `now + ttlMs`.
 * @returns `{ ticket, randstr }` to give to the client
 */
export async function issueTicket(
  db: Kysely<Database>,
  now: Date,
  ttlMs: number,
): Promise<{ ticket: string; randstr: string }> {
  const ticket = crypto.randomBytes(24).toString('base64url');
  const randstr = crypto.randomBytes(6).toString('hex');
  await db
    .insertInto('captcha_tickets')
    .values({
      ticket: hashTicket(ticket),
      randstr,
      expires_at: now.getTime() + ttlMs,
      used_at: null,
    })
    .execute();
  return { ticket, randstr };
}

/**
 * Uses up a built-in ticket: it must have been issued with this `randstr`, be unused and not
 * expired at `now`.
 * @returns whether it was usable (and is now used)
 */
export async function spendTicket(
  db: Kysely<Database>,
  ticket: string,
  randstr: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('captcha_tickets')
    .set({ used_at: now.getTime() })
    .where('ticket', '=', hashTicket(ticket))
    .where('randstr', '=', randstr)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.getTime())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Records a third-party ticket as used (its SHA-256, `used_at` now, kept `rememberMs`): the first
 * claim wins, so a replayed ticket is refused without asking the provider.
 * @returns true the first time a ticket is claimed, false afterwards
 */
export async function claimTicket(
  db: Kysely<Database>,
  ticket: string,
  now: Date,
  rememberMs: number,
): Promise<boolean> {
  const result = await db
    .insertInto('captcha_tickets')
    .values({
      ticket: hashTicket(ticket),
      randstr: '',
      expires_at: now.getTime() + rememberMs,
      used_at: now.getTime(),
    })
    .onConflict((oc) => oc.column('ticket').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

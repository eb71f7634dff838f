import type { Kysely, Transaction } from 'kysely';
import type { OAuthPlatform } from '@xingheng/shared';
import type { Database } from '../db/types';
import { oauthErrors } from './errors';
import { OAUTH_TTL } from './platforms';
import type { OAuthIdentity } from './provider';
import { randomToken, sha256Hex } from './secrets';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records an authorize request: a random `state` (stored as its SHA-256) for one platform and one
 * browser (the SHA-256 of its nonce cookie), with where to go after login and the provider's
 * redirect_uri; usable once within 10 minutes.
 * @returns the state to put into the authorize URL
 */
export async function createState(
  db: Db,
  input: {
    platform: OAuthPlatform;
    redirect: string;
    redirectUri: string;
    browserNonce: string;
    now: Date;
  },
): Promise<string> {
  const state = randomToken();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: sha256Hex(state),
      platform: input.platform,
      redirect: input.redirect,
      redirect_uri: input.redirectUri,
      browser_hash: sha256Hex(input.browserNonce),
      expires_at: input.now.getTime() + OAUTH_TTL.stateMs,
      used_at: null,
    })
    .execute();
  return state;
}

/**
 * Uses up a state: it must be of this platform, unused, unexpired and made for the browser that
 * sends the nonce (so a link with someone else's code and state logs no one in).
 * @returns the `redirect` (site path) and `redirectUri` it was made with
 * @throws ApiError 400 `40060` otherwise (a state is spent even when the browser is wrong)
 */
export async function consumeState(
  db: Db,
  input: { state: string; platform: OAuthPlatform; browserNonce: string | null; now: Date },
): Promise<{ redirect: string; redirectUri: string }> {
  const ms = input.now.getTime();
  const row = await db
    .updateTable('oauth_states')
    .set({ used_at: ms })
    .where('state_hash', '=', sha256Hex(input.state))
    .where('platform', '=', input.platform)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ms)
    .returning(['redirect', 'redirect_uri', 'browser_hash'])
    .executeTakeFirst();
  if (!row || input.browserNonce === null || row.browser_hash !== sha256Hex(input.browserNonce)) {
    throw oauthErrors.stateInvalid(input.platform);
  }
  return { redirect: row.redirect, redirectUri: row.redirect_uri };
}

/**
 * Issues the bind ticket of a first login: the provider account waiting for a phone, usable once
 * within 10 minutes (stored as its SHA-256).
 * @returns the ticket for the browser
 */
export async function issueBindTicket(
  db: Db,
  input: { platform: OAuthPlatform; identity: OAuthIdentity; redirect: string; now: Date },
): Promise<string> {
  const ticket = randomToken();
  await db
    .insertInto('oauth_bind_tickets')
    .values({
      ticket_hash: sha256Hex(ticket),
      platform: input.platform,
      openid: input.identity.openid,
      nickname: input.identity.nickname,
      redirect: input.redirect,
      expires_at: input.now.getTime() + OAUTH_TTL.bindTicketMs,
      used_at: null,
    })
    .execute();
  return ticket;
}

/** A live bind ticket: the provider account and where to go after login. */
export interface BindTicket {
  openid: string;
  nickname: string;
  redirect: string;
}

/**
 * Reads a live bind ticket of this platform without using it (before an SMS is sent or checked).
 * @throws ApiError 400 `40062` when it is unknown, used, expired or of another platform
 */
export async function readBindTicket(
  db: Db,
  input: { ticket: string; platform: OAuthPlatform; now: Date },
): Promise<BindTicket> {
  const row = await db
    .selectFrom('oauth_bind_tickets')
    .select(['openid', 'nickname', 'redirect'])
    .where('ticket_hash', '=', sha256Hex(input.ticket))
    .where('platform', '=', input.platform)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now.getTime())
    .executeTakeFirst();
  if (!row) throw oauthErrors.bindTicketInvalid(input.platform);
  return row;
}

/**
 * Uses up a bind ticket (inside the binding's transaction: a failed binding leaves it usable).
 * @throws ApiError 400 `40062` when a parallel request used it first, or it expired meanwhile
 */
export async function claimBindTicket(
  db: Db,
  input: { ticket: string; platform: OAuthPlatform; now: Date },
): Promise<void> {
  const ms = input.now.getTime();
  const result = await db
    .updateTable('oauth_bind_tickets')
    .set({ used_at: ms })
    .where('ticket_hash', '=', sha256Hex(input.ticket))
    .where('platform', '=', input.platform)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ms)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw oauthErrors.bindTicketInvalid(input.platform);
}

/** The account a provider account is bound to, or undefined. */
export async function boundUserId(
  db: Db,
  platform: OAuthPlatform,
  openid: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_oauth_links')
    .select('user_id')
    .where('platform', '=', platform)
    .where('openid', '=', openid)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Binds a provider account to an account: one account per provider account, one provider account
 * of a platform per account.
 * @throws ApiError 400 `40063` when the provider account is bound already, 400 `40064` when the
 *   account has another provider account of this platform
 */
export async function linkAccount(
  db: Db,
  input: { platform: OAuthPlatform; openid: string; userId: number; now: Date },
): Promise<void> {
  const { platform, openid, userId } = input;
  if ((await boundUserId(db, platform, openid)) !== undefined) {
    throw oauthErrors.alreadyBound(platform);
  }
  const taken = await db
    .selectFrom('user_oauth_links')
    .select('openid')
    .where('platform', '=', platform)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (taken) throw oauthErrors.accountTaken(platform);
  await db
    .insertInto('user_oauth_links')
    .values({ platform, openid, user_id: userId, created_at: input.now.getTime() })
    .execute();
}

/**
 * Deletes the login's dead one-time rows (docs/api.md "Data kept"): states, sandbox codes and bind
 * tickets past `expires_at`.
 * @returns how many rows went, all three tables together
 */
export async function pruneOAuthRows(db: Kysely<Database>, now: Date): Promise<number> {
  const ms = now.getTime();
  let deleted = 0n;
  for (const table of ['oauth_states', 'oauth_sandbox_codes', 'oauth_bind_tickets'] as const) {
    const result = await db.deleteFrom(table).where('expires_at', '<=', ms).executeTakeFirst();
    deleted += result.numDeletedRows;
  }
  return Number(deleted);
}

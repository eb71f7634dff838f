import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** How long a login token is valid: 12 hours (SPEC §4, §9), in ms. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** SHA-256 hex of a token: the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a login token for a user: 32 random bytes, base64url (43 characters); only its SHA-256
 * hash is stored, valid 12 hours from `now`.
 * @returns the token to give to the client
 */
export async function issueToken(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.getTime(),
      expires_at: now.getTime() + TOKEN_TTL_MS,
      revoked_at: null,
    })
    .execute();
  return token;
}

/**
 * The token of an `Authorization` header: `<token>` as is (SPEC §7) or `Bearer <token>`.
 * @returns the token, or null when the header is missing or empty
 */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim() ?? '';
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return token || null;
}

/**
 * The user of a token: known, not revoked, not expired at `now`.
 * @param header the `Authorization` header, `<token>` or `Bearer <token>`
 * @returns the user id, or null for a missing, unknown, revoked or expired token (the
 *   `authentication` hook answers 401 for null; an optional login takes it as anonymous)
 */
export async function userIdOfToken(
  db: Kysely<Database>,
  header: string | undefined,
  now: Date,
): Promise<number | null> {
  const token = tokenFromHeader(header);
  if (!token) return null;
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.getTime())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Revokes the token of an `Authorization` header, if any (logout). Unknown tokens are ignored. */
export async function revokeToken(
  db: Kysely<Database>,
  header: string | undefined,
  now: Date,
): Promise<void> {
  const token = tokenFromHeader(header);
  if (!token) return;
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.getTime() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

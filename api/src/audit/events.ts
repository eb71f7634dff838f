import { maskPhone } from '@xingheng/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { keyedHash } from './keyedHash';

/**
 * Kinds of auth events (docs/api.md "Auth audit"): a login that succeeded, failed or met a lock
 * (`login_locked`: the lock began, or a login was refused while it lasted), an SMS sent (or
 * refused by the send limits), a password reset, the sessions of an account ended, an account
 * registered.
 */
export const AUTH_EVENT_KINDS = [
  'login_ok',
  'login_failed',
  'login_locked',
  'sms_sent',
  'password_reset',
  'sessions_ended',
  'registered',
] as const;
export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/** Outcome of an event: done, or refused (a wrong secret, a lock, a limit). */
export type AuthEventOutcome = 'ok' | 'refused';

/** Keep audit rows this many days; older ones are deleted when a new one is written. */
export const AUTH_EVENT_RETENTION_DAYS = 180;

/** One event to record. Never put a password, code or token into any field. */
export interface AuthEventInput {
  kind: AuthEventKind;
  outcome: AuthEventOutcome;
  /**
   * A short ASCII reason or method: `password`, `sms`, `wrong_password`, `unknown_phone`,
   * `wrong_code`, `code_invalid`, `lock_started`, `while_locked`, `login` (an SMS's purpose),
   * `too_soon`, `daily_limit`, … (at most 32 characters).
   */
  detail: string;
  /** The phone concerned (stored masked, and as a keyed hash for `--phone`), when known. */
  phone?: string;
  /** The account, when known. */
  userId?: number;
  /** The client address (stored only as a keyed hash). */
  ip?: string;
  /** When it happened. */
  at: Date;
}

/** The phone masking of the pages and the audit, from `@xingheng/shared` (one definition). */
export { maskPhone };

/**
 * Appends an auth event to `auth_events` (docs/api.md "Auth audit") and deletes the events older
 * than 180 days. The phone is stored masked and as a keyed hash, the address only as a keyed hash
 * (server keys in `app_secrets`).
 * @param db the API database
 * @param event what happened
 */
export async function recordAuthEvent(db: Kysely<Database>, event: AuthEventInput): Promise<void> {
  const at = event.at.getTime();
  await db
    .insertInto('auth_events')
    .values({
      at,
      kind: event.kind,
      outcome: event.outcome,
      detail: event.detail.slice(0, 32),
      user_id: event.userId ?? null,
      phone_masked: event.phone === undefined ? null : maskPhone(event.phone),
      phone_hash:
        event.phone === undefined ? null : await keyedHash(db, 'audit-phone', event.phone),
      address_hash: event.ip === undefined ? null : await keyedHash(db, 'audit-address', event.ip),
    })
    .execute();
  await db
    .deleteFrom('auth_events')
    .where('at', '<', at - AUTH_EVENT_RETENTION_DAYS * 86_400_000)
    .execute();
}

/** An audit row as the operator command shows it. */
export interface AuthEvent {
  id: number;
  /** ISO-8601 UTC. */
  at: string;
  kind: AuthEventKind;
  outcome: AuthEventOutcome;
  detail: string;
  userId: number | null;
  /** `138****0000`, or null when no phone was concerned. */
  phone: string | null;
  /** The first 12 characters of the address's keyed hash: equal addresses, equal values. */
  address: string | null;
}

/** Filters of `listAuthEvents`. */
export interface AuthEventFilter {
  /** Only events of this full phone number (matched through its keyed hash). */
  phone?: string;
  /** At most this many, newest first (default 50). */
  limit?: number;
}

/**
 * The newest auth events, for the operator command `npm run audit` (docs/api.md "Auth audit").
 * @param db the API database (`openDatabase(file)`)
 * @param filter `{ phone?, limit? }` (limit default 50)
 * @returns `AuthEvent[]`, newest first
 */
export async function listAuthEvents(
  db: Kysely<Database>,
  filter: AuthEventFilter = {},
): Promise<AuthEvent[]> {
  let query = db.selectFrom('auth_events').selectAll();
  if (filter.phone !== undefined) {
    query = query.where('phone_hash', '=', await keyedHash(db, 'audit-phone', filter.phone));
  }
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    kind: row.kind as AuthEventKind,
    outcome: row.outcome as AuthEventOutcome,
    detail: row.detail,
    userId: row.user_id,
    phone: row.phone_masked,
    address: row.address_hash === null ? null : row.address_hash.slice(0, 12),
  }));
}

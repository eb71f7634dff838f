import type { ColumnType } from 'kysely';

/**
 * A slider captcha challenge; `target` is a fraction of the piece's travel (0–1), never sent;
 * `created_at` when it was issued (the server's measure of the answer time; 0 if not given).
 */
export interface CaptchaChallengeTable {
  id: string;
  target: number;
  created_at: ColumnType<number, number | undefined, never>;
  expires_at: number;
  used_at: number | null;
}

/**
 * A captcha ticket: `ticket` is its SHA-256 hex, never the ticket. A built-in one is issued by a
 * passed challenge and used once before `expires_at`; a Tencent one is recorded as used
 * (`used_at` set, `randstr` empty) when first checked, so a replay is refused.
 */
export interface CaptchaTicketTable {
  ticket: string;
  randstr: string;
  expires_at: number;
  used_at: number | null;
}

/** The captcha area's tables, as `Database` (db/types.ts) composes them. */
export interface CaptchaTables {
  captcha_challenges: CaptchaChallengeTable;
  captcha_tickets: CaptchaTicketTable;
}

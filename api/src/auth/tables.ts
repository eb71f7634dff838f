import type { ColumnType } from 'kysely';

/** A registered user; `password_hash` is a bcrypt hash (cost 10). */
export interface UserTable {
  id: number;
  phone: string;
  password_hash: string;
  nickname: string;
  created_at: number;
  /** When the terms of use and privacy policy were agreed to (epoch ms; null before consent was recorded). */
  terms_agreed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A login token, kept only as its SHA-256 hex hash. */
export interface AuthTokenTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * Wrong passwords per (phone, address), and per address for all phones (`phone_key` `*`), both
 * keys as keyed hashes: the progressive delay and the lock (docs/api.md "Account lockout").
 */
export interface LoginThrottleTable {
  phone_key: string;
  address_key: string;
  failures: number;
  first_failure_at: number;
  next_attempt_at: number;
  locked_until: number | null;
}

/** The auth area's tables, as `Database` (db/types.ts) composes them. */
export interface AuthTables {
  users: UserTable;
  auth_tokens: AuthTokenTable;
  login_throttle: LoginThrottleTable;
}

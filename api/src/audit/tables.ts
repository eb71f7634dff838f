import type { Generated } from 'kysely';

/**
 * The auth audit (docs/api.md "Auth audit"), a log table with an auto-increment `id`: `at` epoch
 * ms, `kind` one of `AUTH_EVENT_KINDS`, `outcome` `ok` / `refused`; the phone masked and as a keyed
 * hash, the address only as a keyed hash. Never a password, code or token.
 */
export interface AuthEventTable {
  id: Generated<number>;
  at: number;
  kind: string;
  outcome: string;
  detail: string;
  user_id: number | null;
  phone_masked: string | null;
  phone_hash: string | null;
  address_hash: string | null;
}

/** A server-side secret, created on first use (e.g. `visitor-hash`, the key of visitor ids). */
export interface AppSecretTable {
  name: string;
  value: string;
}

/** The audit area's tables, as `Database` (db/types.ts) composes them. */
export interface AuditTables {
  app_secrets: AppSecretTable;
  auth_events: AuthEventTable;
}

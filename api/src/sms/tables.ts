import type { ColumnType } from 'kysely';

/**
 * An SMS sent (docs/api.md "SMS codes"): `code_hash` a keyed HMAC of the code (never the code),
 * null for a notice without one; `purpose` one of `SMS_PURPOSES`; instants epoch ms; `attempts`
 * the tries spent (5 void it).
 */
export interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string | null;
  created_at: number;
  expires_at: number;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: number | null;
}

/** The sms area's tables, as `Database` (db/types.ts) composes them. */
export interface SmsTables {
  sms_codes: SmsCodeTable;
}

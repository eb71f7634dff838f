/**
 * Proof that a phone received its register or reset code (docs/api.md "Registration and password
 * reset"): the ticket's SHA-256 hex, used once before `expires_at` (epoch ms).
 */
export interface SmsTicketTable {
  ticket_hash: string;
  phone: string;
  purpose: string;
  expires_at: number;
  used_at: number | null;
}

/** The register area's tables, as `Database` (db/types.ts) composes them. */
export interface RegisterTables {
  sms_tickets: SmsTicketTable;
}

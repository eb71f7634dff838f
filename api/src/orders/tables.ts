import type { ColumnType } from 'kysely';

/** A service order (SPEC §4: status 0 unpaid, 1 paid, 3 cancelled; §3 lookups for the codes). */
export interface ServerOrderTable {
  order_no: string;
  user_id: number;
  order_type: number;
  server_type: number;
  duration_unit: number;
  duration: number;
  amount_cents: number;
  status: number;
  created_at: number;
  /** The service bought (null only before the orders migration backfilled it). */
  service_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Service accounts bought (expansion: added). */
  accounts: ColumnType<number, number | undefined, number>;
  /** SPEC §3 activation method: 1 manual, 2 automatic. */
  activation_method: ColumnType<number, number | undefined, number>;
  /** The account renewed (type 1) or whose service is expanded (type 3). */
  target_account: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it is cancelled if still unpaid (created_at + 30 min). */
  expires_at: ColumnType<number, number | undefined, number>;
  paid_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** SPEC §3 pay type, once paid. */
  pay_type: ColumnType<number | null, number | null | undefined, number | null>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A hardware order (SPEC §4: 0 unpaid, 1 paid, 2 cancelled, 3 awaiting receipt, 4 received,
 * 5 completed). `address_json` is an `OrderAddress`, `invoice_json` an `InvoiceRequest` (shared).
 */
export interface HardwareOrderTable {
  order_no: string;
  user_id: number;
  status: number;
  slug: string;
  product_name: string;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  address_json: string;
  invoice_json: string;
  idempotency_key: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  pay_type: number | null;
  tracking_no: string | null;
  shipped_at: number | null;
  received_at: number | null;
  completed_at: number | null;
}

/** A trial application; one per user and service. */
export interface TrialApplicationTable {
  order_no: string;
  user_id: number;
  service_id: number;
  devices: number;
  /** A key of `TRIAL_USE_CASES` (shared). */
  use_case: string;
  company: string;
  contact_name: string;
  contact_phone: string;
  created_at: number;
}

/**
 * An NTRIP service account; `password_hash` a bcrypt hash, never the password. SPEC §3 is-active
 * (0 waiting for manual activation, 1 active, 2 trial); `duration_unit`/`duration` what it runs for
 * once activated; `expires_at` null until then.
 */
export interface ServiceAccountTable {
  account_name: string;
  user_id: number;
  service_id: number;
  server_type: number;
  order_no: string;
  password_hash: string;
  is_active: number;
  duration_unit: number;
  duration: number;
  activated_at: number | null;
  expires_at: number | null;
  created_at: number;
}

/** The orders area's tables, as `Database` (db/types.ts) composes them. */
export interface OrderTables {
  server_orders: ServerOrderTable;
  hardware_orders: HardwareOrderTable;
  trial_applications: TrialApplicationTable;
  service_accounts: ServiceAccountTable;
}

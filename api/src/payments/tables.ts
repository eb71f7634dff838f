import type { ColumnType } from 'kysely';

/** A user's balance in fen; a CHECK keeps it at or above zero. */
export interface WalletTable {
  user_id: number;
  balance_cents: number;
  updated_at: number;
}

/** One change of a balance: `reason` `seed`, `payment`, `refund`, `redemption_remainder`, `topup`. */
export interface WalletLedgerTable {
  id: string;
  user_id: number;
  delta_cents: number;
  balance_after_cents: number;
  reason: string;
  order_no: string | null;
  payment_no: string | null;
  created_at: number;
}

/**
 * A service code (`kind` `service`: pays a service order of that service, server type, duration
 * unit and duration with at most `accounts` accounts) or a redemption code (`kind` `redemption`:
 * pays an order up to `value_cents`). `code_hash` is the SHA-256 hex of the code, `label` a masked
 * form for display (`XHSC-****-7K3Q`). Used once.
 */
export interface RedeemCodeTable {
  code_hash: string;
  kind: string;
  label: string;
  value_cents: number | null;
  service_id: number | null;
  server_type: number | null;
  duration_unit: number | null;
  duration: number | null;
  accounts: number | null;
  expires_at: number | null;
  used_at: number | null;
  used_by: number | null;
  order_no: string | null;
  created_at: number;
}

/**
 * A payment attempt (`status` `pending`, `paid`, `failed`, `expired`); at most one `paid` row per
 * order (a partial unique index). `balance_cents` + `gateway_cents` = `amount_cents`.
 */
export interface PaymentTable {
  payment_no: string;
  order_no: string;
  order_kind: string;
  user_id: number;
  pay_type: number;
  status: string;
  amount_cents: number;
  balance_cents: number;
  gateway_cents: number;
  /** `alipay` or `wechat` for a gateway payment. */
  channel: string | null;
  code_hash: string | null;
  gateway_trade_no: string | null;
  code_url: string | null;
  pay_url: string | null;
  fail_reason: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
}

/** The payment sandbox's own record (`status` `created`, `approved`, `declined`). */
export interface SandboxGatewayPaymentTable {
  gateway_trade_no: string;
  payment_no: string;
  channel: string;
  amount_cents: number;
  subject: string;
  status: string;
  notify_url: string;
  return_url: string | null;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  notified_at: number | null;
  notify_attempts: ColumnType<number, number | undefined, number>;
}

/** The payments area's tables, as `Database` (db/types.ts) composes them. */
export interface PaymentTables {
  wallets: WalletTable;
  wallet_ledger: WalletLedgerTable;
  redeem_codes: RedeemCodeTable;
  payments: PaymentTable;
  sandbox_gateway_payments: SandboxGatewayPaymentTable;
}

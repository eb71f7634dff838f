import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { OrderKind, PaymentAttempt, PaymentState, PaymentStatus } from '@xingheng/shared';
import type { Database, PaymentTable } from '../db/types';
import { orderAlreadyPaid, paymentNotFound } from './failures';
import { creditWallet } from './wallet';
import { isUniqueViolation } from '../db/errors';

type Db = Kysely<Database> | Transaction<Database>;

/** The payment statuses this code knows (`PaymentStatus` of shared). */
const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'failed', 'expired'];

/** A `payments` row. */
export type PaymentRow = Selectable<PaymentTable>;

/** `fail_reason` of a pending payment closed because a newer one of the order was started. */
export const SUPERSEDED_REASON = '已发起新的支付，本次支付已关闭';

/** One payment by number, or undefined. */
export async function findPayment(db: Db, paymentNo: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('payment_no', '=', paymentNo)
    .executeTakeFirst();
}

/**
 * True for the violation of `payments_one_paid_per_order_uq`: a second `paid` payment of one
 * order (docs/api.md "Payments": an order is paid once, whatever the race).
 */
export function isSecondPaidPayment(error: unknown): boolean {
  return isUniqueViolation(error, { table: 'payments', columns: ['order_no'] });
}

/**
 * Runs a write that may create a second `paid` payment of an order.
 * @throws ApiError 409 `40900` `订单已支付` when the unique index refuses it
 */
export async function guardOnePaid<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSecondPaidPayment(error)) throw orderAlreadyPaid();
    throw error;
  }
}

/**
 * Inserts a new payment of an order inside the caller's transaction: for the order's whole amount
 * and payer, created and updated at `nowMs`, expiring with the order, with no gateway trade,
 * payment page or failure yet.
 * @param order the order paid: `orderNo`, `kind`, `userId`, `amountCents`, `expiresAt` (epoch ms)
 * @param payment its `payment_no`, `pay_type`, `status`, how the amount splits into
 *   `balance_cents` and `gateway_cents`, the gateway `channel`, the spent `code_hash` and `paid_at`
 * @param nowMs the instant, epoch ms
 * @throws ApiError 409 `40900` for a second `paid` row of the order
 */
export async function insertPayment(
  trx: Transaction<Database>,
  order: {
    orderNo: string;
    kind: OrderKind;
    userId: number;
    amountCents: number;
    expiresAt: number;
  },
  payment: Pick<
    Insertable<PaymentTable>,
    | 'payment_no'
    | 'pay_type'
    | 'status'
    | 'balance_cents'
    | 'gateway_cents'
    | 'channel'
    | 'code_hash'
    | 'paid_at'
  >,
  nowMs: number,
): Promise<void> {
  const values: Insertable<PaymentTable> = {
    ...payment,
    order_no: order.orderNo,
    order_kind: order.kind,
    user_id: order.userId,
    amount_cents: order.amountCents,
    gateway_trade_no: null,
    code_url: null,
    pay_url: null,
    fail_reason: null,
    created_at: nowMs,
    expires_at: order.expiresAt,
    updated_at: nowMs,
  };
  await guardOnePaid(() => trx.insertInto('payments').values(values).execute());
}

/**
 * Closes a pending payment as `failed` or `expired` with a Chinese reason, and gives back the
 * balance it held (pay type 6) through a `refund` ledger row, inside the caller's transaction.
 * A conditional update (`status = 'pending'`): closing it twice refunds once.
 * @returns true when this call closed it
 */
export async function closePayment(
  trx: Transaction<Database>,
  row: PaymentRow,
  to: 'failed' | 'expired',
  reason: string,
  nowMs: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({ status: to, fail_reason: reason, updated_at: nowMs })
    .where('payment_no', '=', row.payment_no)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await creditWallet(trx, row.user_id, row.balance_cents, {
    reason: 'refund',
    orderNo: row.order_no,
    paymentNo: row.payment_no,
    at: nowMs,
  });
  return true;
}

/**
 * Closes every pending payment of an order (`closePayment`), e.g. when a newer one starts
 * (`failed`, `SUPERSEDED_REASON`) or the order expires (`expired`).
 * @returns the payment numbers closed
 */
export async function closePendingPayments(
  trx: Transaction<Database>,
  orderNo: string,
  to: 'failed' | 'expired',
  reason: string,
  nowMs: number,
): Promise<string[]> {
  const pending = await trx
    .selectFrom('payments')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending')
    .execute();
  const closed: string[] = [];
  for (const row of pending) {
    if (await closePayment(trx, row, to, reason, nowMs)) closed.push(row.payment_no);
  }
  return closed;
}

/** A row as `GET /api/order/payment/status` answers it (`PaymentState` of shared). */
export function paymentState(row: PaymentRow): PaymentState {
  return {
    paymentNo: row.payment_no,
    orderNo: row.order_no,
    status: row.status as PaymentStatus,
    codeUrl: row.code_url,
    gatewayCents: row.gateway_cents,
    expiresAt: row.expires_at,
    failReason: row.fail_reason,
  };
}

/**
 * The state of one of a user's payments, which the pay pages poll (SPEC §7; docs/api.md "Payments").
 * @param paymentNo the payment's number (`PY…`)
 * @returns `PaymentState`
 * @throws ApiError 404 `40401` for an unknown payment or another user's
 */
export async function ownPaymentState(
  db: Kysely<Database>,
  userId: number,
  paymentNo: string,
): Promise<PaymentState> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('payment_no', '=', paymentNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw paymentNotFound();
  return paymentState(row);
}

/** A row as the order detail shows its last payment (`PaymentAttempt` of shared). */
export function paymentAttempt(row: PaymentRow): PaymentAttempt {
  return {
    paymentNo: row.payment_no,
    payType: row.pay_type,
    // A status this code does not know (a newer release's row) shows as failed, never as paid.
    status: PAYMENT_STATUSES.find((known) => known === row.status) ?? 'failed',
    balanceCents: row.balance_cents,
    gatewayCents: row.gateway_cents,
    failReason: row.fail_reason,
    createdAt: Number(row.created_at),
  };
}

/**
 * The newest payment attempt of an order, for `GET /api/order/detail` (`lastPayment`).
 * @returns the attempt, or null when the order has none
 */
export async function lastPaymentAttempt(db: Db, orderNo: string): Promise<PaymentAttempt | null> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_no', '=', orderNo)
    .orderBy('created_at', 'desc')
    .orderBy('payment_no', 'desc')
    .executeTakeFirst();
  return row ? paymentAttempt(row) : null;
}

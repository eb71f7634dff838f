import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { settleOrderPaid } from '../orders/settle';
import type { OrderKind } from '@xingheng/shared';
import {
  NotifyRejectedError,
  type GatewayNotice,
  type GatewayNotifyAck,
  type PaymentGateway,
} from './gateway';
import { yuan } from './money';
import { closePayment, findPayment, guardOnePaid, type PaymentRow } from './store';
import { creditWallet } from './wallet';
import { transact } from '../db/transaction';

/** What a notification did, for the log and the tests. */
export type NotifyOutcome = 'paid' | 'failed' | 'paidLate' | 'unchanged';

/** HTTP 400 `40086`: the notice does not match our payment (amount, trade, channel). */
function mismatch(msg: string): ApiError {
  return new ApiError(400, ERROR_CODES.notifyMismatch, msg);
}

async function orderStatus(
  trx: Transaction<Database>,
  kind: OrderKind,
  orderNo: string,
): Promise<number | undefined> {
  const table = kind === 'service' ? 'server_orders' : 'hardware_orders';
  const row = await trx
    .selectFrom(table)
    .select('status')
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row?.status;
}

/**
 * Money that arrived for a payment that can no longer pay its order (expired, superseded,
 * declined, or the order cancelled): the payment keeps its status, gets `paid_at` and a reason,
 * and the gateway amount goes to the balance (ledger `refund`). `paid_at is null` makes a repeat
 * credit nothing.
 */
async function creditPaidLate(
  trx: Transaction<Database>,
  row: PaymentRow,
  nowMs: number,
): Promise<NotifyOutcome> {
  const reason = `支付到账时订单已关闭，${yuan(row.gateway_cents)} 已退回余额`;
  const result = await trx
    .updateTable('payments')
    .set({ paid_at: nowMs, fail_reason: reason, updated_at: nowMs })
    .where('payment_no', '=', row.payment_no)
    .where('status', 'in', ['failed', 'expired'])
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 'unchanged';
  await creditWallet(trx, row.user_id, row.gateway_cents, {
    reason: 'refund',
    orderNo: row.order_no,
    paymentNo: row.payment_no,
    at: nowMs,
  });
  return 'paidLate';
}

/** Applies a SUCCESS notice to the payment inside one transaction. */
async function applySuccess(
  trx: Transaction<Database>,
  row: PaymentRow,
  nowMs: number,
): Promise<NotifyOutcome> {
  if (row.status === 'paid') return 'unchanged';
  if (row.status !== 'pending') return creditPaidLate(trx, row, nowMs);
  const kind = row.order_kind as OrderKind;
  if ((await orderStatus(trx, kind, row.order_no)) !== 0) {
    await closePayment(trx, row, 'expired', '订单已关闭', nowMs);
    return creditPaidLate(trx, { ...row, status: 'expired' }, nowMs);
  }
  await guardOnePaid(() =>
    trx
      .updateTable('payments')
      .set({ status: 'paid', paid_at: nowMs, fail_reason: null, updated_at: nowMs })
      .where('payment_no', '=', row.payment_no)
      .where('status', '=', 'pending')
      .execute(),
  );
  await settleOrderPaid(
    trx,
    { kind, orderNo: row.order_no },
    { payType: row.pay_type, paidAt: nowMs },
  );
  return 'paid';
}

/**
 * Stores a verified notice (docs/api.md "Notify protocol"), in one transaction: SUCCESS for a
 * pending payment → `paid` + the order settled (`settleOrderPaid`); FAIL → `failed` + the held
 * balance refunded; SUCCESS for a payment that can no longer pay (expired, superseded, order
 * cancelled) → the gateway amount credited to the balance; a repeat → nothing. The payment is
 * re-read inside the transaction, so two notices at once pay once.
 * @throws ApiError 400 `40086` when the amount, trade or channel differs from the payment's,
 *   400 `40085` for an unknown payment; anything else (a failed write) propagates
 */
export async function applyNotice(
  db: Kysely<Database>,
  notice: GatewayNotice,
  nowMs: number,
): Promise<NotifyOutcome> {
  const before = await findPayment(db, notice.paymentNo);
  if (!before || before.channel === null) {
    throw new ApiError(400, ERROR_CODES.notifySignatureInvalid, '支付单不存在');
  }
  if (notice.amountCents !== before.gateway_cents) {
    throw mismatch(
      `通知金额 ${yuan(notice.amountCents)} 与支付单 ${yuan(before.gateway_cents)} 不符`,
    );
  }
  if (notice.channel !== before.channel) throw mismatch('通知渠道与支付单不符');
  if (before.gateway_trade_no !== null && before.gateway_trade_no !== notice.gatewayTradeNo) {
    throw mismatch('通知的交易号与支付单不符');
  }
  return transact(db, async (trx) => {
    const row = await findPayment(trx, notice.paymentNo);
    if (!row) throw new Error(`payment ${notice.paymentNo} vanished`);
    if (notice.result === 'SUCCESS') return applySuccess(trx, row, nowMs);
    const reason = notice.reason?.slice(0, 100) || '支付未完成';
    return (await closePayment(trx, row, 'failed', reason, nowMs)) ? 'failed' : 'unchanged';
  });
}

/**
 * `POST /api/pay/notify/{channel}`: verifies a gateway notification over its raw body
 * (`gateway.parseNotify`), checks it against our payment and stores it (`applyNotice`); only then
 * is the gateway's success body returned. A failed write throws (HTTP 500), so the gateway
 * retries.
 * @returns the body to answer with, and what happened
 * @throws ApiError 400 `40085` for a forged, stale or malformed notification (nothing changes),
 *   400 `40086` for one that does not match the payment (nothing changes)
 */
export async function handleNotify(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  input: {
    channel: string;
    rawBody: Buffer;
    headers: Readonly<Record<string, string | string[] | undefined>>;
    nowMs: number;
  },
): Promise<{ ack: GatewayNotifyAck; outcome: NotifyOutcome }> {
  let notice: GatewayNotice;
  try {
    notice = await gateway.parseNotify(input.rawBody, input.headers);
  } catch (error) {
    if (error instanceof NotifyRejectedError) {
      throw new ApiError(400, ERROR_CODES.notifySignatureInvalid, error.message);
    }
    throw error;
  }
  if (notice.channel !== input.channel) throw mismatch('通知渠道与地址不符');
  const outcome = await applyNotice(db, notice, input.nowMs);
  return { ack: gateway.notifyAck(), outcome };
}

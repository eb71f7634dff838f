import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { settleOrderPaid } from '../orders/settle';
import { spendCode } from './codes';
import { newPaymentNo } from './money';
import type { PayableOrder } from './payableOrder';
import { closePendingPayments, insertPayment, SUPERSEDED_REASON } from './store';
import { debitWallet } from './wallet';

/** SPEC §3 pay types. */
export const PAY_TYPES = {
  balance: 1,
  alipay: 2,
  wechat: 3,
  serviceCode: 4,
  redemption: 5,
  mixed: 6,
} as const;

/**
 * Pays an order at once inside one transaction (pay types 1, 4, 5, and 6 when the balance covers
 * it all): the order is re-read, older pending payments are superseded (their held balance given
 * back), a `paid` payment row is written, the balance debited or the code spent, and the order
 * settled (`settleOrderPaid`). Any failure rolls all of it back.
 * @param trx the payment's transaction
 * @param order the order, as `loadPayableOrder` read it inside `trx`
 * @param payType SPEC §3 pay type 1, 4, 5 or 6
 * @param code the service or redemption code in clear (pay types 4 and 5)
 * @param nowMs epoch ms of the payment
 * @returns the payment number
 * @throws ApiError 400 `40080`–`40084` (codes, balance), 409 `40900` (paid already); whatever
 *   `settleOrderPaid` throws
 */
export async function payNow(
  trx: Transaction<Database>,
  order: PayableOrder,
  payType: number,
  code: string | undefined,
  nowMs: number,
): Promise<string> {
  const paymentNo = newPaymentNo(nowMs);
  await closePendingPayments(trx, order.orderNo, 'failed', SUPERSEDED_REASON, nowMs);
  const fromBalance = payType === PAY_TYPES.balance || payType === PAY_TYPES.mixed;
  const codeKind =
    payType === PAY_TYPES.serviceCode
      ? 'service'
      : payType === PAY_TYPES.redemption
        ? 'redemption'
        : null;
  const spent =
    codeKind && code !== undefined
      ? await spendCode(trx, { kind: codeKind, code, order, paymentNo, nowMs })
      : null;
  await insertPayment(
    trx,
    order,
    {
      payment_no: paymentNo,
      pay_type: payType,
      status: 'paid',
      balance_cents: fromBalance ? order.amountCents : 0,
      gateway_cents: 0,
      channel: null,
      code_hash: spent?.codeHash ?? null,
      paid_at: nowMs,
    },
    nowMs,
  );
  if (fromBalance) {
    await debitWallet(trx, order.userId, order.amountCents, {
      reason: 'payment',
      orderNo: order.orderNo,
      paymentNo,
      at: nowMs,
    });
  }
  await settleOrderPaid(trx, order, { payType, paidAt: nowMs });
  return paymentNo;
}

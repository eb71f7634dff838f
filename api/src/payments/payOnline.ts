import type { Kysely } from 'kysely';
import type { PayInput, PayResult } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { paymentUnavailable } from './failures';
import type { PaymentChannel, PaymentGateway } from './gateway';
import { newPaymentNo } from './money';
import { loadPayableOrder, type PayableOrder } from './payableOrder';
import { PAY_TYPES, payNow } from './payNow';
import {
  closePayment,
  closePendingPayments,
  findPayment,
  insertPayment,
  SUPERSEDED_REASON,
} from './store';
import { debitWallet, walletBalance } from './wallet';
import { transact } from '../db/transaction';

/** What paying needs: the database, the gateway (null: online payment off), the clock, a log. */
export interface PayDeps {
  db: Kysely<Database>;
  gateway: PaymentGateway | null;
  now: () => Date;
  log: { error: (details: object, message: string) => void };
}

/** A pending online payment opened in the database, before the gateway is asked. */
interface Opened {
  order: PayableOrder;
  paymentNo: string;
  balanceCents: number;
}

/**
 * Opens a pending online payment (pay types 2, 3, 6) in one transaction: supersedes older
 * pending ones (giving their held balance back before the balance is read), writes the row and,
 * for type 6, takes the balance part now (held on the payment,
 * given back if it fails, is declined or expires). Type 6 with enough balance is paid at once.
 */
async function openOnlinePayment(
  deps: PayDeps,
  userId: number,
  input: PayInput,
  channel: PaymentChannel,
  nowMs: number,
): Promise<Opened | { paidPaymentNo: string }> {
  return transact(deps.db, async (trx) => {
    const order = await loadPayableOrder(trx, userId, input.orderNo, nowMs);
    // The replaced attempt's hold goes back first, so the balance read next includes it (a
    // re-opened type 6 holds the same balance part every time). A refusal below rolls it back.
    await closePendingPayments(trx, order.orderNo, 'failed', SUPERSEDED_REASON, nowMs);
    const balance = input.payType === PAY_TYPES.mixed ? await walletBalance(trx, userId) : 0;
    if (input.payType === PAY_TYPES.mixed && balance >= order.amountCents) {
      return { paidPaymentNo: await payNow(trx, order, PAY_TYPES.mixed, undefined, nowMs) };
    }
    if (!deps.gateway) throw paymentUnavailable();
    if (order.amountCents <= 0)
      throw new ApiError(400, ERROR_CODES.badInput, '该订单无需在线支付，请选择余额支付');
    const paymentNo = newPaymentNo(nowMs);
    await insertPayment(
      trx,
      order,
      {
        payment_no: paymentNo,
        pay_type: input.payType,
        status: 'pending',
        balance_cents: balance,
        gateway_cents: order.amountCents - balance,
        channel,
        code_hash: null,
        paid_at: null,
      },
      nowMs,
    );
    await debitWallet(trx, userId, balance, {
      reason: 'payment',
      orderNo: order.orderNo,
      paymentNo,
      at: nowMs,
    });
    return { order, paymentNo, balanceCents: balance };
  });
}

/** Asks the gateway for the trade of an opened payment; on failure closes it (refund) and throws. */
async function startAtGateway(
  deps: PayDeps,
  gateway: PaymentGateway,
  opened: Opened,
  channel: PaymentChannel,
  origin: string,
  nowMs: number,
): Promise<PayResult> {
  const { order, paymentNo, balanceCents } = opened;
  const gatewayCents = order.amountCents - balanceCents;
  let created;
  try {
    created = await gateway.createPayment({
      paymentNo,
      channel,
      amountCents: gatewayCents,
      subject: order.subject,
      notifyUrl: `${origin}/api/pay/notify/${channel}`,
      returnUrl: `${origin}/order/payoff?orderNo=${encodeURIComponent(order.orderNo)}`,
      expiresAt: order.expiresAt,
    });
  } catch (error) {
    deps.log.error({ err: error, paymentNo, gateway: gateway.name }, '支付渠道下单失败');
    await transact(deps.db, async (trx) => {
      const row = await findPayment(trx, paymentNo);
      if (row) await closePayment(trx, row, 'failed', '支付渠道下单失败，请重试', nowMs);
    });
    throw paymentUnavailable();
  }
  await deps.db
    .updateTable('payments')
    .set({
      gateway_trade_no: created.gatewayTradeNo,
      pay_url: created.payUrl,
      code_url: created.codeUrl,
      updated_at: nowMs,
    })
    .where('payment_no', '=', paymentNo)
    .execute();
  return {
    status: 'pending',
    orderNo: order.orderNo,
    paymentNo,
    channel,
    payUrl: created.payUrl,
    codeUrl: created.codeUrl,
    gatewayCents,
    balanceCents,
    expiresAt: order.expiresAt,
  };
}

/**
 * Pays by Alipay (2), WeChat pay (3) or balance + WeChat (6): opens the pending payment (type 6
 * with enough balance is paid at once instead) and asks the gateway for its trade.
 * @param origin the site's public origin (never the request's host), for the gateway's absolute URLs
 * @returns `PayResult`: `pending` with `payUrl` / `codeUrl`, or `paid`
 * @throws ApiError 404 `40401`, 409 `40900`, 400 `40084`, 503 `50301` (no gateway, or it failed:
 *   the payment is then closed and its held balance refunded)
 */
export async function payOnline(
  deps: PayDeps,
  userId: number,
  input: PayInput,
  origin: string,
  nowMs: number,
): Promise<PayResult> {
  const channel: PaymentChannel = input.payType === PAY_TYPES.alipay ? 'alipay' : 'wechat';
  const opened = await openOnlinePayment(deps, userId, input, channel, nowMs);
  if ('paidPaymentNo' in opened) {
    return { status: 'paid', orderNo: input.orderNo, paymentNo: opened.paidPaymentNo };
  }
  if (!deps.gateway) throw paymentUnavailable();
  return startAtGateway(deps, deps.gateway, opened, channel, origin, nowMs);
}

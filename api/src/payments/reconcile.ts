import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { GatewayTradeRecord, PaymentGateway } from './gateway';

/**
 * How our record and the gateway's disagree:
 * - `approvedNotPaid`: the gateway took the money, we neither marked the payment paid nor
 *   credited it to the balance (a notification lost or refused);
 * - `paidNotApproved`: we marked it paid, the gateway has no approved trade;
 * - `amountDiffers`: the gateway's amount is not the payment's gateway part.
 */
export type ReconcileIssue = 'approvedNotPaid' | 'paidNotApproved' | 'amountDiffers';

/** One disagreement (docs/api.md "Reconciliation"). Amounts in fen. */
export interface ReconcileRow {
  issue: ReconcileIssue;
  paymentNo: string;
  orderNo: string;
  userId: number;
  payType: number;
  /** Our payment's status (`pending`, `paid`, `failed`, `expired`). */
  status: string;
  /** Our payment's gateway part. */
  gatewayCents: number;
  /** The gateway's record, or null when it has none. */
  gateway: GatewayTradeRecord | null;
  createdAt: number;
}

/**
 * Compares every online payment (a gateway part, pay types 2, 3, 6) with the gateway's record of
 * it (`gateway.queryPayment`) and lists the disagreements, oldest first. Money counts as received
 * here when the payment is `paid` or was credited to the balance after it closed (`paid_at` set).
 * Reads only; a person decides what to do (`npm run orders -- reconcile` runs it).
 * @param options `since`: only payments created at or after this epoch ms
 * @returns the rows; empty when both sides agree
 */
export async function reconcilePayments(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  options: { since?: number } = {},
): Promise<ReconcileRow[]> {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where('channel', 'is not', null)
    .where('gateway_cents', '>', 0)
    .orderBy('created_at')
    .orderBy('payment_no');
  if (options.since !== undefined) query = query.where('created_at', '>=', options.since);
  const rows: ReconcileRow[] = [];
  for (const payment of await query.execute()) {
    const record = await gateway.queryPayment(payment.payment_no);
    const received = payment.status === 'paid' || payment.paid_at !== null;
    const approved = record?.status === 'approved';
    const issues: ReconcileIssue[] = [];
    if (approved && !received) issues.push('approvedNotPaid');
    if (received && !approved) issues.push('paidNotApproved');
    if (record && record.amountCents !== payment.gateway_cents) issues.push('amountDiffers');
    for (const issue of issues) {
      rows.push({
        issue,
        paymentNo: payment.payment_no,
        orderNo: payment.order_no,
        userId: payment.user_id,
        payType: payment.pay_type,
        status: payment.status,
        gatewayCents: payment.gateway_cents,
        gateway: record,
        createdAt: payment.created_at,
      });
    }
  }
  return rows;
}

import type { Kysely } from 'kysely';
import type { OrderKind } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError } from '../errors';
import { HARDWARE_STATUS, SERVICE_STATUS, moveOrderStatus } from '../orders/transitions';
import { closePayment, closePendingPayments } from './store';
import { transact } from '../db/transaction';
import { runExclusively } from '../db/exclusive';

/** How often unpaid orders are checked for expiry (ms; docs/api.md "Expiry"). */
export const EXPIRY_INTERVAL_MS = 60_000;

/** `fail_reason` of a payment closed with its order. */
export const EXPIRED_REASON = '订单超时未支付，已自动取消';

/** What one run did. */
export interface ExpiryReport {
  /** Orders moved to cancelled (service 3, hardware 2). */
  cancelled: { kind: OrderKind; orderNo: string }[];
  /** Pending payments moved to `expired` (their held balance refunded). */
  expiredPayments: string[];
}

const CANCELLED: Record<OrderKind, number> = {
  service: SERVICE_STATUS.cancelled,
  hardware: HARDWARE_STATUS.cancelled,
};

/** True for the refusals of `moveOrderStatus` when another request moved the order first. */
function movedMeanwhile(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

/**
 * Cancels every unpaid order past its `expires_at` (SPEC §4: service 0 → 3, hardware 0 → 2,
 * `moveOrderStatus`) and closes its pending payments as `expired`, refunding the balance they
 * held, in one transaction per order; then closes any other pending payment past its expiry.
 * Idempotent: a second run finds nothing; an order paid meanwhile is left alone.
 * @param now the current time
 * @returns the orders cancelled and payments expired by this run
 */
export async function expireUnpaidOrders(db: Kysely<Database>, now: Date): Promise<ExpiryReport> {
  const nowMs = now.getTime();
  const report: ExpiryReport = { cancelled: [], expiredPayments: [] };
  for (const kind of ['service', 'hardware'] as const) {
    const table = kind === 'service' ? 'server_orders' : 'hardware_orders';
    const due = await db
      .selectFrom(table)
      .select('order_no')
      .where('status', '=', (kind === 'service' ? SERVICE_STATUS : HARDWARE_STATUS).unpaid)
      .where('expires_at', '<=', nowMs)
      .execute();
    for (const { order_no: orderNo } of due) {
      try {
        const closed = await transact(db, async (trx) => {
          await moveOrderStatus(trx, kind, orderNo, CANCELLED[kind]);
          return closePendingPayments(trx, orderNo, 'expired', EXPIRED_REASON, nowMs);
        });
        report.cancelled.push({ kind, orderNo });
        report.expiredPayments.push(...closed);
      } catch (error) {
        if (!movedMeanwhile(error)) throw error;
      }
    }
  }
  const stray = await db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<=', nowMs)
    .execute();
  for (const row of stray) {
    const closed = await transact(db, (trx) =>
      closePayment(trx, row, 'expired', '支付已超时', nowMs),
    );
    if (closed) report.expiredPayments.push(row.payment_no);
  }
  return report;
}

/**
 * Runs `expireUnpaidOrders` now, then every `intervalMs` on a timer that does not keep the
 * process alive (docs/api.md "Expiry"); on PostgreSQL each round runs on one node of the cluster
 * (`runExclusively`).
 * @param onError called with a failure of a timed run (the first run's failure is thrown)
 * @returns `stop`, which clears the timer (call it when the server closes)
 */
export async function startPaymentExpiry(
  db: Kysely<Database>,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs: number = EXPIRY_INTERVAL_MS,
): Promise<() => void> {
  const round = () => runExclusively(db, 'paymentExpiry', () => expireUnpaidOrders(db, now()));
  await round();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

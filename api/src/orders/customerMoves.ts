import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { closePendingPayments } from '../payments/store';
import { ownOrderKind } from './detail';
import { HARDWARE_STATUS, SERVICE_STATUS, moveOrderStatus } from './transitions';
import { transact } from '../db/transaction';

/** `fail_reason` of a pending payment closed because the customer cancelled its order. */
export const CANCELLED_REASON = '订单已取消';

/**
 * The customer cancels one of their unpaid orders (docs/api.md "Order states"), in one
 * transaction: service 0 → 3, hardware 0 → 2 (`moveOrderStatus`), and its pending payments are
 * closed as `failed` (`closePendingPayments`: a balance they held is refunded; a late gateway
 * notice then finds the order cancelled, as after expiry).
 * @param db the database
 * @param userId the customer
 * @param orderNo `SO…` or `HO…`
 * @param nowMs the instant of the cancellation, epoch ms
 * @throws ApiError HTTP 404 `40401` not the user's order; 409 `40900` not unpaid any more
 */
export async function cancelOwnOrder(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  nowMs: number,
): Promise<void> {
  await transact(db, async (trx) => {
    const kind = await ownOrderKind(trx, userId, orderNo);
    const to = kind === 'service' ? SERVICE_STATUS.cancelled : HARDWARE_STATUS.cancelled;
    await moveOrderStatus(trx, kind, orderNo, to, { userId });
    await closePendingPayments(trx, orderNo, 'failed', CANCELLED_REASON, nowMs);
  });
}

/**
 * The customer confirms receipt of a shipped hardware order (docs/api.md "Order states"): 3
 * awaiting receipt → 4 received, with `received_at`, in one transaction.
 * @param nowMs the instant of the confirmation, epoch ms
 * @throws ApiError HTTP 404 `40401` not one of the user's hardware orders; 409 `40900` from any
 *   status but 3
 */
export async function confirmOwnReceipt(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
  nowMs: number,
): Promise<void> {
  await transact(db, async (trx) => {
    await moveOrderStatus(trx, 'hardware', orderNo, HARDWARE_STATUS.received, {
      userId,
      extra: { received_at: nowMs },
    });
  });
}

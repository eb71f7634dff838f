import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../errors';
import { HARDWARE_STATUS, moveOrderStatus, statusLabel } from './transitions';
import { transact } from '../db/transaction';

/** A hardware order as the operator command lists it. */
export interface HardwareOrderLine {
  orderNo: string;
  userId: number;
  status: number;
  statusLabel: string;
  productName: string;
  quantity: number;
  amountCents: number;
  trackingNo: string | null;
  createdAt: number;
  paidAt: number | null;
}

/** Carrier tracking numbers: 6–32 letters, digits and dashes (SF1234567890123, YT…, JD…). */
const TRACKING_NO = /^[A-Za-z0-9-]{6,32}$/;

/**
 * Hardware orders, newest first, for `npm run orders -- list` (docs/api.md "Order states").
 * @param options `status`: only that SPEC §4 hardware status; `limit` 1–1000 (default 50)
 * @returns the orders, amounts in fen, instants epoch ms
 */
export async function listHardwareOrders(
  db: Kysely<Database>,
  options: { status?: number; limit?: number } = {},
): Promise<HardwareOrderLine[]> {
  let query = db
    .selectFrom('hardware_orders')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('order_no', 'desc')
    .limit(options.limit ?? 50);
  if (options.status !== undefined) query = query.where('status', '=', options.status);
  const rows = await query.execute();
  return rows.map((row) => ({
    orderNo: row.order_no,
    userId: row.user_id,
    status: row.status,
    statusLabel: statusLabel('hardware', row.status),
    productName: row.product_name,
    quantity: row.quantity,
    amountCents: row.amount_cents,
    trackingNo: row.tracking_no,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  }));
}

/**
 * Ships a paid hardware order (SPEC §4 hardware 1 paid → 3 awaiting receipt), recording the
 * carrier's tracking number; the customer then confirms receipt (3 → 4).
 * @param orderNo a hardware order number (`HO…`)
 * @param trackingNo the carrier's number, 6–32 of `[A-Za-z0-9-]`
 * @param now epoch ms of the shipment
 * @throws ApiError 400 `40001` for a malformed tracking number; 404 `40401` for an unknown
 *   order; 409 `40900` when the order is not paid (unpaid, cancelled, already shipped)
 */
export async function shipHardwareOrder(
  db: Kysely<Database>,
  orderNo: string,
  trackingNo: string,
  now: number,
): Promise<void> {
  if (!TRACKING_NO.test(trackingNo)) {
    throw new ApiError(400, 40001, '运单号须为 6–32 位字母、数字或短横线');
  }
  await transact(db, async (trx) => {
    await moveOrderStatus(trx, 'hardware', orderNo, HARDWARE_STATUS.awaitingReceipt, {
      extra: { tracking_no: trackingNo, shipped_at: now },
    });
  });
}

/**
 * Completes a received hardware order (SPEC §4 hardware 4 received → 5 completed), e.g. once the
 * return period has passed.
 * @param orderNo a hardware order number (`HO…`)
 * @param now epoch ms of completion
 * @throws ApiError 404 `40401` for an unknown order; 409 `40900` when it is not received
 */
export async function completeHardwareOrder(
  db: Kysely<Database>,
  orderNo: string,
  now: number,
): Promise<void> {
  await transact(db, async (trx) => {
    await moveOrderStatus(trx, 'hardware', orderNo, HARDWARE_STATUS.completed, {
      extra: { completed_at: now },
    });
  });
}

import type { Kysely, Transaction } from 'kysely';
import {
  HARDWARE_ORDER_STATUS,
  HARDWARE_STATUS,
  SERVICE_ORDER_STATUS,
  SERVICE_STATUS,
  labelOf,
  type OrderKind,
} from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError } from '../errors';

/** Service and hardware order status codes (SPEC §4), from the one table in shared. */
export { HARDWARE_STATUS, SERVICE_STATUS };

/**
 * The allowed moves between order statuses (SPEC §4 leaves them open; docs/api.md "Order
 * states"): service 0 → 1 | 3; hardware 0 → 1 | 2, 1 → 3 → 4 → 5. Nothing else, and nothing out
 * of a cancelled or completed order.
 */
export const ALLOWED_TRANSITIONS: Record<OrderKind, Readonly<Record<number, readonly number[]>>> = {
  service: { 0: [1, 3] },
  hardware: { 0: [1, 2], 1: [3], 3: [4], 4: [5] },
};

/** HTTP 409 code of a refused status move (docs/api.md "Order states"). */
export const TRANSITION_REFUSED = 40900;

/**
 * Whether an order of `kind` may move from status `from` to `to` (SPEC §4 codes).
 * @returns true when `ALLOWED_TRANSITIONS` lists the move
 */
export function canMove(kind: OrderKind, from: number, to: number): boolean {
  return ALLOWED_TRANSITIONS[kind][from]?.includes(to) ?? false;
}

/** The status label of a code for an order kind (SPEC §4), e.g. `已取消`. */
export function statusLabel(kind: OrderKind, status: number): string {
  return labelOf(kind === 'service' ? SERVICE_ORDER_STATUS : HARDWARE_ORDER_STATUS, status);
}

/**
 * The HTTP 409 of a refused move, with a Chinese message naming both statuses.
 * @returns `ApiError(409, 40900, '订单当前为「已取消」，不能变为「已支付」')`
 */
export function transitionRefused(kind: OrderKind, from: number, to: number): ApiError {
  return new ApiError(
    409,
    TRANSITION_REFUSED,
    `订单当前为「${statusLabel(kind, from)}」，不能变为「${statusLabel(kind, to)}」`,
  );
}

/**
 * Moves one order from its current status to `to`, inside the caller's transaction, with a
 * conditional update (`where status = <current>`), so two racing moves cannot both succeed.
 * `extra` columns are written in the same update (e.g. `paid_at`, `pay_type`, `tracking_no`).
 * @param trx a transaction (or the database for a single statement)
 * @param kind `service` (table `server_orders`) or `hardware` (`hardware_orders`)
 * @param orderNo the order
 * @param to the SPEC §4 status to move to
 * @returns the status it moved from
 * @throws ApiError 404 `40401` when the order does not exist (or is not `userId`'s, when given);
 *   409 `40900` when the move is not allowed from its current status, or another request moved it
 *   first
 */
export async function moveOrderStatus(
  trx: Transaction<Database> | Kysely<Database>,
  kind: OrderKind,
  orderNo: string,
  to: number,
  options: { userId?: number; extra?: Record<string, number | string | null> } = {},
): Promise<number> {
  const table = kind === 'service' ? 'server_orders' : 'hardware_orders';
  let query = trx.selectFrom(table).select(['status']).where('order_no', '=', orderNo);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, 40401, '订单不存在');
  const from = row.status;
  if (!canMove(kind, from, to)) throw transitionRefused(kind, from, to);
  const result = await trx
    .updateTable(table)
    .set({ status: to, ...(options.extra ?? {}) })
    .where('order_no', '=', orderNo)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now = await trx
      .selectFrom(table)
      .select(['status'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    throw transitionRefused(kind, now.status, to);
  }
  return from;
}

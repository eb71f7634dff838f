import { HARDWARE_STATUS, SERVICE_STATUS, type OrderDetail } from '@xingheng/shared';

/** Where an order stands for the payment pages: to pay, paid (or later), or cancelled. */
export type OrderPhase = 'unpaid' | 'paid' | 'cancelled';

/**
 * The phase of an order from its SPEC §4 status: service 0 unpaid, 1 paid, 3 cancelled; hardware
 * 0 unpaid, 2 cancelled, 1 paid and 3–5 (awaiting receipt, received, completed) after payment.
 * @param order `{ kind, status }` of an `OrderDetail`
 * @returns `unpaid`, `paid` or `cancelled`
 */
export function orderPhase(order: Pick<OrderDetail, 'kind' | 'status'>): OrderPhase {
  const codes = order.kind === 'service' ? SERVICE_STATUS : HARDWARE_STATUS;
  if (order.status === codes.unpaid) return 'unpaid';
  const cancelled = codes.cancelled;
  return order.status === cancelled ? 'cancelled' : 'paid';
}

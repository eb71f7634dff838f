import { apiGet, type OrderDetail } from '@xingheng/shared';

/**
 * One of the logged-in user's orders (`GET /api/order/detail?orderNo=`, SPEC §7; docs/api.md
 * "Orders and payments"); silent: the page shows the error itself.
 * @param orderNo `SO…` (service) or `HO…` (hardware)
 * @returns `OrderDetail`: status (SPEC §4), amount in fen, expiry (epoch ms), the service
 *   configuration or the hardware with its address, the accounts it created, the last payment
 * @throws ApiFailure 404 `40401` for an unknown order or another user's; 401 (the client sends
 *   the user to /login)
 */
export function fetchOrderDetail(orderNo: string): Promise<OrderDetail> {
  return apiGet<OrderDetail>('/order/detail', { params: { orderNo }, silent: true });
}

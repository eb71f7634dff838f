import {
  apiGet,
  apiPost,
  type CreatedOrder,
  type HardwareOrderInput,
  type HardwareProduct,
} from '@xingheng/shared';

/**
 * A hardware product that can be bought online (`GET /api/order/hardware/product?slug=`,
 * docs/api.md "Orders and payments"); silent: the page shows the error.
 * @param slug the product, e.g. `t-box`
 * @returns `HardwareProduct`: name, category, summary, unit price in fen
 * @throws ApiFailure 404 `40401` for an unknown product or one sold only through sales; 401
 */
export function fetchHardwareProduct(slug: string): Promise<HardwareProduct> {
  return apiGet<HardwareProduct>('/order/hardware/product', { params: { slug }, silent: true });
}

/**
 * Creates an unpaid hardware order (SPEC §4 hardware status 0) priced by the server
 * (`POST /api/order/hardware/create`). Silent: the form shows the `msg`.
 * @param input product, quantity (`ORDER_LIMITS.quantity`), one of the user's address ids, the
 *   invoice request, and an idempotency key (a repeated key answers the same order)
 * @returns `{ orderNo }`
 * @throws ApiFailure 400 `40001` naming the field (e.g. an invalid tax number); 404 `40401` for
 *   an unknown product or an address that is not the user's; 401
 */
export function createHardwareOrder(input: HardwareOrderInput): Promise<CreatedOrder> {
  return apiPost<CreatedOrder>('/order/hardware/create', input, { silent: true });
}

import { apiGet, apiPost, type PayInput, type PayResult, type Wallet } from '@xingheng/shared';

/**
 * The logged-in user's balance (`GET /api/order/wallet`, docs/api.md "Orders and payments");
 * silent: the payment page shows the balance as unavailable.
 * @returns `{ balanceCents }` (fen)
 * @throws ApiFailure; 401
 */
export function fetchWallet(): Promise<Wallet> {
  return apiGet<Wallet>('/order/wallet', { silent: true });
}

/**
 * Pays an order by a SPEC §3 pay type (`POST /api/order/pay`); the server takes the order's own
 * amount. Silent: the payment page shows the `msg` next to the button.
 * @param input `{ orderNo, payType, code? }` (`code` for 4 service code and 5 redemption code)
 * @returns `PayResult`: `paid` at once (balance, codes, type 6 covered by the balance), or a
 *   `pending` gateway payment with Alipay's `payUrl` or WeChat pay's `codeUrl`
 * @throws ApiFailure 400 (balance short, a used or unknown code, a code for another service),
 *   409 (the order is no longer unpaid), 404, 401
 */
export function payOrder(input: PayInput): Promise<PayResult> {
  return apiPost<PayResult>('/order/pay', input, { silent: true });
}

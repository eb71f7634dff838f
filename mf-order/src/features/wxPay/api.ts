import { apiGet, type PaymentState } from '@xingheng/shared';

/**
 * The state of one payment attempt (`GET /api/order/payment/status?paymentNo=`, docs/api.md
 * "Orders and payments"), polled by `/order/wxPay`; silent.
 * @param paymentNo the payment of `POST /api/order/pay`'s answer
 * @returns `PaymentState`: status (pending, paid, failed, expired), WeChat's `codeUrl`, the amount
 *   to pay through WeChat (fen), the expiry (epoch ms), a failure reason
 * @throws ApiFailure 404 `40401` for an unknown payment or another user's; 401
 */
export function fetchPaymentState(paymentNo: string): Promise<PaymentState> {
  return apiGet<PaymentState>('/order/payment/status', { params: { paymentNo }, silent: true });
}

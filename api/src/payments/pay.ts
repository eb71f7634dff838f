import type { PayInput, PayResult } from '@xingheng/shared';
import { ApiError, ERROR_CODES } from '../errors';
import { paymentUnavailable } from './failures';
import { loadPayableOrder } from './payableOrder';
import { PAY_TYPES, payNow } from './payNow';
import { payOnline, type PayDeps } from './payOnline';
import { transact } from '../db/transaction';

export type { PayDeps } from './payOnline';

function badInput(msg: string): ApiError {
  return new ApiError(400, ERROR_CODES.badInput, msg);
}

/**
 * `POST /api/order/pay` (docs/api.md "Payments"): pays one of the user's unpaid orders by SPEC §3
 * pay type. The amount is always the order row's. Types 1 (balance), 4 (service code), 5
 * (redemption code) and 6 when the balance covers everything are paid at once in one
 * transaction; 2 (Alipay), 3 (WeChat pay) and 6 otherwise open a pending payment at the gateway
 * (`payUrl` / `codeUrl`), settled later by its notification.
 * @param origin the site's public origin (`ApiRouteOptions.publicOrigin`), for the gateway's absolute URLs
 * @returns `PayResult`
 * @throws ApiError 400 `40001` (code missing for 4/5 or given for others), 404 `40401`, 409
 *   `40900` (not unpaid, past its expiry, already paid), 400 `40080`–`40084` (codes, balance),
 *   503 `50301` (no gateway, or it failed)
 */
export async function payOrder(
  deps: PayDeps,
  userId: number,
  input: PayInput,
  origin: string,
): Promise<PayResult> {
  const withCode =
    input.payType === PAY_TYPES.serviceCode || input.payType === PAY_TYPES.redemption;
  if (withCode && !input.code) {
    throw badInput(input.payType === PAY_TYPES.serviceCode ? '请输入服务码' : '请输入兑换码');
  }
  if (!withCode && input.code !== undefined) throw badInput('该支付方式不使用兑换码');
  const nowMs = deps.now().getTime();
  await loadPayableOrder(deps.db, userId, input.orderNo, nowMs);
  if (input.payType === PAY_TYPES.balance || withCode) {
    const paymentNo = await transact(deps.db, async (trx) => {
      const order = await loadPayableOrder(trx, userId, input.orderNo, nowMs);
      return payNow(trx, order, input.payType, input.code, nowMs);
    });
    return { status: 'paid', orderNo: input.orderNo, paymentNo };
  }
  if (!deps.gateway && input.payType !== PAY_TYPES.mixed) throw paymentUnavailable();
  return payOnline(deps, userId, input, origin, nowMs);
}

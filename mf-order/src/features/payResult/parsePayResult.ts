import { PAY_TYPE } from '@xingheng/shared';

/** The validated query of the pay result pages; a field is absent when missing or invalid. */
export interface PayResultParams {
  /** Order number, 6–40 letters, digits or `-`. */
  orderNo?: string;
  /** Amount paid, in yuan (≥ 0). */
  amount?: number;
  /** Pay type code, one of the keys of `PAY_TYPE` (SPEC §3). */
  payType?: number;
}

const ORDER_NO = /^[A-Za-z0-9-]{6,40}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Reads `orderNo`, `amount` and `payType` from the query of `/order/payoff` and `/order/payError`
 * (SPEC §2). The query is user-editable, so only values that pass validation are returned.
 * @param search the page's search params
 * @returns `PayResultParams` with each valid field; invalid or missing ones are left out
 */
export function parsePayResult(search: URLSearchParams): PayResultParams {
  const result: PayResultParams = {};
  const orderNo = search.get('orderNo');
  if (orderNo !== null && ORDER_NO.test(orderNo)) result.orderNo = orderNo;
  const amount = search.get('amount');
  if (amount !== null && AMOUNT.test(amount)) result.amount = Number(amount);
  const payType = search.get('payType');
  if (payType !== null && /^\d{1,2}$/.test(payType) && PAY_TYPE[Number(payType)] !== undefined) {
    result.payType = Number(payType);
  }
  return result;
}

/**
 * Formats an amount of money for display.
 * @param yuan amount in yuan
 * @returns e.g. `¥199.00`, `¥12,800.50` (two decimals, thousands separators)
 */
export function formatYuan(yuan: number): string {
  return `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

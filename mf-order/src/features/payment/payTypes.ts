import { labelOf, PAY_TYPE, type OrderKind, type PayInput } from '@xingheng/shared';
import { formatCents } from '../../lib/money';

/** A SPEC §3 pay type code. */
export type PayTypeCode = PayInput['payType'];

/** The pay types of SPEC §3 in the order the page lists them. */
export const PAY_TYPE_CODES: readonly PayTypeCode[] = [1, 2, 3, 4, 5, 6];

/** One choice of the payment page. */
export interface PayTypeOption {
  value: PayTypeCode;
  /** The SPEC §3 label (`PAY_TYPE`). */
  label: string;
  /** Why it cannot be chosen now, or null when it can. */
  disabledReason: string | null;
  /** A code must be entered (4 service code, 5 redemption code). */
  needsCode: boolean;
}

/**
 * The pay types of an order with what rules them out (SPEC §3): 1 balance needs a balance of at
 * least the amount; 6 balance + WeChat needs some balance; both need the balance to be known;
 * 4 service codes redeem services only, not hardware. The server checks all of it again.
 * @param amountCents the order's amount, fen
 * @param balanceCents the user's balance, fen, or null when it could not be loaded
 * @param kind the order's kind
 * @returns one `PayTypeOption` per SPEC §3 pay type
 */
export function payTypeOptions(
  amountCents: number,
  balanceCents: number | null,
  kind: OrderKind,
): PayTypeOption[] {
  const reason = (code: PayTypeCode): string | null => {
    if ((code === 1 || code === 6) && balanceCents === null) return '余额暂时无法获取';
    if (code === 1 && balanceCents !== null && balanceCents < amountCents) {
      return `余额不足（可用 ${formatCents(balanceCents)}）`;
    }
    if (code === 6 && balanceCents === 0) return '余额为 0，请选择微信支付';
    if (code === 4 && kind === 'hardware') return '服务码仅可兑换定位服务';
    return null;
  };
  return PAY_TYPE_CODES.map((code) => ({
    value: code,
    label: labelOf(PAY_TYPE, code),
    disabledReason: reason(code),
    needsCode: code === 4 || code === 5,
  }));
}

/**
 * The pay type selected at first: balance when it covers the amount, else WeChat pay.
 * @returns the first available of 1, 3, then any other
 */
export function defaultPayType(options: readonly PayTypeOption[]): PayTypeCode {
  const open = options.filter((o) => o.disabledReason === null).map((o) => o.value);
  return open.includes(1) ? 1 : open.includes(3) ? 3 : (open[0] ?? 3);
}

/**
 * How pay type 6 splits an amount: the balance pays first, WeChat pay the rest (SPEC §3). For
 * display; the server makes the actual split.
 * @param amountCents the order's amount, fen
 * @param balanceCents the user's balance, fen
 * @returns `{ balanceCents, wechatCents }`, summing to the amount
 */
export function balanceWechatSplit(
  amountCents: number,
  balanceCents: number,
): { balanceCents: number; wechatCents: number } {
  const fromBalance = Math.max(0, Math.min(balanceCents, amountCents));
  return { balanceCents: fromBalance, wechatCents: amountCents - fromBalance };
}

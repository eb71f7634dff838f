import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { DURATION_UNIT, SERVER_TYPE, labelOf } from '@xingheng/shared';
import type { Database } from '../db/types';
import { codeExpired, codeInvalid, codeMismatch, codeUsed, type CodeKind } from './failures';
import { yuan } from './money';
import type { PayableOrder } from './payableOrder';
import { creditWallet } from './wallet';

/**
 * A code as typed, reduced to what identifies it: spaces and dashes dropped, letters upper-case
 * (`xhsc-demo cm01` and `XHSCDEMOCM01` are the same code).
 */
export function normalizeRedeemCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** SHA-256 hex of the normalised code: the only form in which codes are stored. */
export function hashRedeemCode(code: string): string {
  return crypto.createHash('sha256').update(normalizeRedeemCode(code)).digest('hex');
}

/** The masked form kept for display: first 4 and last 4 characters, `XHSC-****-2026`. */
export function redeemCodeLabel(code: string): string {
  const plain = normalizeRedeemCode(code);
  return `${plain.slice(0, 4)}-****-${plain.slice(-4)}`;
}

/** What spending a code did. */
export interface SpentCode {
  codeHash: string;
  /** Credited to the balance (redemption code worth more than the order), fen. */
  remainderCents: number;
}

function serviceMismatch(
  code: {
    service_id: number | null;
    server_type: number | null;
    duration_unit: number | null;
    duration: number | null;
    accounts: number | null;
  },
  order: PayableOrder,
): string | null {
  const terms = order.service;
  if (!terms) return '服务码只能兑换定位服务订单';
  const fits =
    code.service_id === terms.serviceId &&
    code.server_type === terms.serverType &&
    code.duration_unit === terms.durationUnit &&
    code.duration === terms.duration &&
    terms.accounts <= (code.accounts ?? 0);
  if (fits) return null;
  const unit = labelOf(DURATION_UNIT, code.duration_unit ?? 0);
  const type = labelOf(SERVER_TYPE, code.server_type ?? 0);
  return `它适用于服务 ${code.service_id ?? '-'}（${type}）${code.duration ?? '-'} ${unit}、最多 ${code.accounts ?? 0} 个账号的订单`;
}

/**
 * Spends a service code (pay type 4) or redemption code (5) on an order, inside the payment's
 * transaction (docs/api.md "Payments"). A service code pays a service order whose service, server
 * type, duration unit and duration equal the code's and whose accounts are at most the code's; a
 * redemption code pays any order up to its face value, and the rest goes to the balance (ledger
 * `redemption_remainder`). The code is marked used by a conditional update (`used_at is null`),
 * so two payments at once cannot both spend it.
 * @returns the code's hash and the remainder credited
 * @throws ApiError 400 `40080` unknown code (or of the other kind), `40081` used, `40082`
 *   expired, `40083` does not fit the order
 */
export async function spendCode(
  trx: Transaction<Database>,
  input: {
    kind: CodeKind;
    code: string;
    order: PayableOrder;
    paymentNo: string;
    nowMs: number;
  },
): Promise<SpentCode> {
  const { kind, order, nowMs } = input;
  const codeHash = hashRedeemCode(input.code);
  const row = await trx
    .selectFrom('redeem_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  if (!row || row.kind !== kind) throw codeInvalid(kind);
  if (row.used_at !== null) throw codeUsed(kind);
  if (row.expires_at !== null && row.expires_at <= nowMs) throw codeExpired(kind);
  if (kind === 'service') {
    const why = serviceMismatch(row, order);
    if (why) throw codeMismatch(kind, why);
  } else if ((row.value_cents ?? 0) < order.amountCents) {
    const why = `订单金额 ${yuan(order.amountCents)} 超过面值 ${yuan(row.value_cents ?? 0)}`;
    throw codeMismatch(kind, why);
  }
  const used = await trx
    .updateTable('redeem_codes')
    .set({ used_at: nowMs, used_by: order.userId, order_no: order.orderNo })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw codeUsed(kind);
  const remainderCents = kind === 'redemption' ? (row.value_cents ?? 0) - order.amountCents : 0;
  await creditWallet(trx, order.userId, remainderCents, {
    reason: 'redemption_remainder',
    orderNo: order.orderNo,
    paymentNo: input.paymentNo,
    at: nowMs,
  });
  return { codeHash, remainderCents };
}

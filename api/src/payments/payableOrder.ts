import type { Kysely, Transaction } from 'kysely';
import {
  DURATION_UNIT,
  SERVER_TYPE,
  SERVICE_STATUS,
  labelOf,
  type OrderKind,
} from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError } from '../errors';
import { statusLabel, TRANSITION_REFUSED } from '../orders/transitions';

type Db = Kysely<Database> | Transaction<Database>;

/** SPEC §4 status "unpaid": the same code for both kinds of order. */
const UNPAID = SERVICE_STATUS.unpaid;

/** What a service code is checked against (SPEC §3 codes). */
export interface ServiceTerms {
  serviceId: number;
  serviceName: string;
  serverType: number;
  durationUnit: number;
  duration: number;
  accounts: number;
}

/** An order that may be paid now, as the payment code reads it. Amounts in fen. */
export interface PayableOrder {
  kind: OrderKind;
  orderNo: string;
  userId: number;
  amountCents: number;
  /** When it is cancelled if unpaid (epoch ms); payments of it expire then too. */
  expiresAt: number;
  /** One line for the gateway's page. */
  subject: string;
  /** The service bought, for a service order; null for hardware. */
  service: ServiceTerms | null;
}

/**
 * One line naming what a service order buys (SPEC §3 labels), e.g.
 * `Locate-CM 厘米级高精度定位服务 · 厘米级 · 1 月 × 1 个账号`.
 */
export function serviceSummary(terms: ServiceTerms): string {
  const unit = labelOf(DURATION_UNIT, terms.durationUnit);
  return `${terms.serviceName} · ${labelOf(SERVER_TYPE, terms.serverType)} · ${terms.duration} ${unit} × ${terms.accounts} 个账号`;
}

async function readOrder(
  db: Db,
  orderNo: string,
): Promise<{ status: number; order: PayableOrder } | null> {
  const service = await db
    .selectFrom('server_orders as o')
    .leftJoin('services as s', 's.id', 'o.service_id')
    .select([
      'o.order_no',
      'o.user_id',
      'o.status',
      'o.amount_cents',
      'o.expires_at',
      'o.service_id',
      'o.server_type',
      'o.duration_unit',
      'o.duration',
      'o.accounts',
      's.name',
    ])
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst();
  if (service) {
    const terms: ServiceTerms = {
      serviceId: service.service_id ?? 0,
      serviceName: service.name ?? '定位服务',
      serverType: service.server_type,
      durationUnit: service.duration_unit,
      duration: service.duration,
      accounts: service.accounts,
    };
    return {
      status: service.status,
      order: {
        kind: 'service',
        orderNo,
        userId: service.user_id,
        amountCents: service.amount_cents,
        expiresAt: service.expires_at,
        subject: `${serviceSummary(terms)}（订单 ${orderNo}）`.slice(0, 128),
        service: terms,
      },
    };
  }
  const hardware = await db
    .selectFrom('hardware_orders')
    .select(['user_id', 'status', 'amount_cents', 'expires_at', 'product_name', 'quantity'])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!hardware) return null;
  return {
    status: hardware.status,
    order: {
      kind: 'hardware',
      orderNo,
      userId: hardware.user_id,
      amountCents: hardware.amount_cents,
      expiresAt: hardware.expires_at,
      subject: `${hardware.product_name} × ${hardware.quantity}（订单 ${orderNo}）`.slice(0, 128),
      service: null,
    },
  };
}

/**
 * One of the user's orders (service `SO…` or hardware `HO…`) that can be paid at `nowMs`: status
 * 0 unpaid (SPEC §4) and not past its `expires_at`. Call it again inside the payment's
 * transaction: what it read before may have changed.
 * @throws ApiError 404 `40401` for an unknown order or another user's; 409 `40900` when it is not
 *   unpaid (paid, cancelled) or past its expiry
 */
export async function loadPayableOrder(
  db: Db,
  userId: number,
  orderNo: string,
  nowMs: number,
): Promise<PayableOrder> {
  const found = await readOrder(db, orderNo);
  if (!found || found.order.userId !== userId) throw new ApiError(404, 40401, '订单不存在');
  const { order, status } = found;
  if (status !== UNPAID) {
    const label = statusLabel(order.kind, status);
    throw new ApiError(409, TRANSITION_REFUSED, `订单当前为「${label}」，不能支付`);
  }
  if (order.expiresAt <= nowMs) {
    throw new ApiError(409, TRANSITION_REFUSED, '订单已超过支付时限，请重新下单');
  }
  return order;
}

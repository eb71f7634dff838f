import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  DURATION_UNIT,
  SERVER_ORDER_TYPE,
  SERVER_TYPE,
  labelOf,
  type InvoiceRequest,
  type OrderAddress,
  type OrderDetail,
  type OrderKind,
} from '@xingheng/shared';
import type { Database, HardwareOrderTable, ServerOrderTable } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { lastPaymentAttempt } from '../payments/store';
import { toServiceAccounts } from './accounts';

type Db = Kysely<Database> | Transaction<Database>;

/** HTTP 404 `40401`: no such order, or another user's (the same answer, so numbers leak nothing). */
export function orderNotFound(): ApiError {
  return new ApiError(404, ERROR_CODES.orderNotFound, '订单不存在');
}

/** The row of the user's order `orderNo` in `table`, or undefined when that table has none. */
function ownOrderRow<T extends 'server_orders' | 'hardware_orders'>(
  db: Db,
  table: T,
  userId: number,
  orderNo: string,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .selectFrom(table as 'server_orders' | 'hardware_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/**
 * Which table one of the user's orders is in.
 * @returns `service` (`server_orders`) or `hardware` (`hardware_orders`)
 * @throws ApiError HTTP 404 `40401` when neither holds `orderNo` for this user
 */
export async function ownOrderKind(db: Db, userId: number, orderNo: string): Promise<OrderKind> {
  if (await ownOrderRow(db, 'server_orders', userId, orderNo)) return 'service';
  if (await ownOrderRow(db, 'hardware_orders', userId, orderNo)) return 'hardware';
  throw orderNotFound();
}

/** `Locate-CM … · 厘米级 · 3 月 × 2 个账号`, with the order type first unless ordinary (`续费：…`). */
function serviceTitle(row: Selectable<ServerOrderTable>, serviceName: string): string {
  const line = `${serviceName} · ${labelOf(SERVER_TYPE, row.server_type)} · ${row.duration} ${labelOf(
    DURATION_UNIT,
    row.duration_unit,
  )} × ${row.accounts} 个账号`;
  return row.order_type === 0 ? line : `${labelOf(SERVER_ORDER_TYPE, row.order_type)}：${line}`;
}

/** What an `OrderDetail` takes alike from a row of either table: number, kind, status, money, instants. */
function orderFields(
  row: Selectable<ServerOrderTable> | Selectable<HardwareOrderTable>,
  kind: OrderKind,
): Pick<
  OrderDetail,
  'orderNo' | 'kind' | 'status' | 'amountCents' | 'createdAt' | 'expiresAt' | 'paidAt' | 'payType'
> {
  return {
    orderNo: row.order_no,
    kind,
    status: row.status,
    amountCents: row.amount_cents,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
    payType: row.pay_type,
  };
}

async function serviceDetail(db: Db, row: Selectable<ServerOrderTable>): Promise<OrderDetail> {
  const serviceId = row.service_id ?? 0;
  const service = await db
    .selectFrom('services')
    .select('name')
    .where('id', '=', serviceId)
    .executeTakeFirst();
  const serviceName = service?.name ?? '';
  let accounts = db.selectFrom('service_accounts').selectAll().where('user_id', '=', row.user_id);
  accounts =
    row.order_type === 1
      ? accounts.where('account_name', '=', row.target_account ?? '')
      : accounts.where('order_no', '=', row.order_no);
  const accountRows = await accounts.orderBy('account_name').execute();
  return {
    ...orderFields(row, 'service'),
    title: serviceTitle(row, serviceName),
    service: {
      serviceId,
      serviceName,
      orderType: row.order_type,
      accountName: row.target_account,
      serverType: row.server_type,
      durationUnit: row.duration_unit,
      duration: row.duration,
      accounts: row.accounts,
      activationMethod: row.activation_method === 1 ? 1 : 2,
    },
    hardware: null,
    accounts: await toServiceAccounts(db, accountRows),
    lastPayment: await lastPaymentAttempt(db, row.order_no),
  };
}

async function hardwareDetail(db: Db, row: Selectable<HardwareOrderTable>): Promise<OrderDetail> {
  return {
    ...orderFields(row, 'hardware'),
    title: `${row.product_name} × ${row.quantity}`,
    service: null,
    hardware: {
      slug: row.slug,
      name: row.product_name,
      quantity: row.quantity,
      unitPriceCents: row.unit_price_cents,
      address: JSON.parse(row.address_json) as OrderAddress,
      invoice: JSON.parse(row.invoice_json) as InvoiceRequest,
      trackingNo: row.tracking_no,
    },
    accounts: [],
    lastPayment: await lastPaymentAttempt(db, row.order_no),
  };
}

/**
 * One of the user's orders as the order and payment pages show it (docs/api.md "Orders and
 * payments"): `OrderDetail` with SPEC §4 status, amount (fen), instants (epoch ms), a summary
 * `title`, the service configuration or the hardware line with its address copy and invoice, the
 * service accounts (those the order created; for a renewal the renewed account) and the newest
 * payment attempt (null before the first).
 * @throws ApiError HTTP 404 `40401` when the order does not exist or is another user's
 */
export async function orderDetail(
  db: Kysely<Database>,
  userId: number,
  orderNo: string,
): Promise<OrderDetail> {
  const service = await ownOrderRow(db, 'server_orders', userId, orderNo);
  if (service) return serviceDetail(db, service);
  const hardware = await ownOrderRow(db, 'hardware_orders', userId, orderNo);
  if (hardware) return hardwareDetail(db, hardware);
  throw orderNotFound();
}

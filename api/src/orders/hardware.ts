import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  ORDER_LIMITS,
  type CreatedOrder,
  type HardwareOrderInput,
  type HardwareProduct,
  type OrderAddress,
} from '@xingheng/shared';
import type { Database, UserAddressTable } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { onceByKey } from './idempotency';
import { newOrderNo } from './names';
import { HARDWARE_STATUS } from './transitions';
import { transact } from '../db/transaction';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Region names that say nothing on a label: the second level of a municipality (市辖区, 重庆's 县)
 * and the grouping of county-level cities a province governs (docs/api.md "Address book").
 */
const SILENT_REGION_NAMES = new Set([
  '市辖区',
  '县',
  '省直辖县级行政区划',
  '自治区直辖县级行政区划',
]);

/**
 * A product that can be bought online.
 * @param db database or transaction
 * @param slug the product's route name (`lf-gnss`)
 * @returns `HardwareProduct` with `unitPriceCents` (fen) from `hardware.price_cents`
 * @throws ApiError HTTP 404 `40401` unknown slug; 400 `40072` no online price (sold through sales)
 */
/**
 * The columns of a new hardware order that stay empty until it is paid, shipped, received and
 * completed (SPEC §4): spread into every insert so none is forgotten.
 */
export const HARDWARE_ORDER_UNSETTLED = {
  paid_at: null,
  pay_type: null,
  tracking_no: null,
  shipped_at: null,
  received_at: null,
  completed_at: null,
} as const;

export async function hardwareProduct(db: Db, slug: string): Promise<HardwareProduct> {
  const row = await db
    .selectFrom('hardware')
    .select(['slug', 'name', 'category', 'summary', 'price_cents'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, ERROR_CODES.notFoundDoc, '硬件产品不存在');
  if (row.price_cents === null) {
    throw new ApiError(400, ERROR_CODES.hardwareNotForSale, '该产品暂不支持在线购买，请联系销售');
  }
  return {
    slug: row.slug,
    name: row.name,
    category: row.category,
    summary: row.summary,
    unitPriceCents: row.price_cents,
  };
}

/**
 * The copy of an address-book entry stored on an order (`OrderAddress`): recipient, mobile,
 * region as `省 市 区` names (a repeated name and the placeholders of `SILENT_REGION_NAMES` left
 * out: `北京市 东城区`, `广东省 东莞市`), detail, postcode or null.
 */
export function orderAddressOf(row: Selectable<UserAddressTable>): OrderAddress {
  const names = [row.province_name, row.city_name, row.district_name].filter(
    (name, i, all) => !SILENT_REGION_NAMES.has(name) && name !== all[i - 1],
  );
  return {
    recipient: row.recipient,
    mobile: row.mobile,
    region: names.join(' '),
    detail: row.detail,
    postcode: row.postcode,
  };
}

/** The user's hardware order stored under an idempotency key, if any. */
async function hardwareOrderByKey(
  db: Db,
  userId: number,
  key: string,
): Promise<CreatedOrder | undefined> {
  const row = await db
    .selectFrom('hardware_orders')
    .select('order_no')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { orderNo: row.order_no } : undefined;
}

/**
 * Creates an unpaid hardware order (SPEC §4 status 0), in one transaction (docs/api.md "Orders and
 * payments"): `HO…` number, the product's price × `quantity` (fen, from `hardware.price_cents`,
 * never the client's), a copy of the user's address `addressId` and the invoice request,
 * `expires_at` = now + 30 min. The same `idempotencyKey` gives the same order, also under a race.
 * @param db the database
 * @param userId the buyer
 * @param input `HardwareOrderInput`, already checked by the route's schema (quantity 1–99, invoice
 *   title and credit code)
 * @param nowMs creation instant, epoch ms
 * @returns `{ orderNo }`
 * @throws ApiError 404 `40401` unknown product; 400 `40072` not sold online; 400 `40073` the
 *   address is not one of the user's; 400 `40001` quantity out of range
 */
export async function createHardwareOrder(
  db: Kysely<Database>,
  userId: number,
  input: HardwareOrderInput,
  nowMs: number,
): Promise<CreatedOrder> {
  const { min, max } = ORDER_LIMITS.quantity;
  if (!Number.isInteger(input.quantity) || input.quantity < min || input.quantity > max) {
    throw new ApiError(400, ERROR_CODES.badInput, `购买数量（quantity）须为 ${min}–${max} 的整数`);
  }
  return onceByKey(
    () => hardwareOrderByKey(db, userId, input.idempotencyKey),
    () =>
      transact(db, async (trx) => {
        const earlier = await hardwareOrderByKey(trx, userId, input.idempotencyKey);
        if (earlier) return earlier;
        const product = await hardwareProduct(trx, input.slug);
        const address = await trx
          .selectFrom('user_addresses')
          .selectAll()
          .where('id', '=', input.addressId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!address) {
          throw new ApiError(400, ERROR_CODES.orderAddressNotFound, '收货地址不存在，请重新选择');
        }
        const orderNo = await newOrderNo(trx, 'hardware', nowMs);
        await trx
          .insertInto('hardware_orders')
          .values({
            order_no: orderNo,
            user_id: userId,
            status: HARDWARE_STATUS.unpaid,
            slug: product.slug,
            product_name: product.name,
            quantity: input.quantity,
            unit_price_cents: product.unitPriceCents,
            amount_cents: product.unitPriceCents * input.quantity,
            address_json: JSON.stringify(orderAddressOf(address)),
            invoice_json: JSON.stringify(input.invoice),
            idempotency_key: input.idempotencyKey,
            created_at: nowMs,
            expires_at: nowMs + ORDER_LIMITS.unpaidTtlMs,
            ...HARDWARE_ORDER_UNSETTLED,
          })
          .execute();
        return { orderNo };
      }),
  );
}

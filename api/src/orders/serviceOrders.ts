import type { Kysely, Transaction } from 'kysely';
import { ORDER_LIMITS, type CreatedOrder, type ServiceOrderInput } from '@xingheng/shared';
import type { Database } from '../db/types';
import { onceByKey } from './idempotency';
import { newOrderNo } from './names';
import { priceServiceOrder } from './pricing';
import { SERVICE_STATUS } from './transitions';
import { transact } from '../db/transaction';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's service order stored under an idempotency key, if any. */
async function serviceOrderByKey(
  db: Db,
  userId: number,
  key: string,
): Promise<CreatedOrder | undefined> {
  const row = await db
    .selectFrom('server_orders')
    .select('order_no')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { orderNo: row.order_no } : undefined;
}

/**
 * Creates an unpaid service order (SPEC §4 status 0) at the server's price, in one transaction
 * (docs/api.md "Orders and payments"): `SO…` number, the priced configuration of
 * `priceServiceOrder`, `expires_at` = now + `ORDER_LIMITS.unpaidTtlMs` (30 min). The same
 * `idempotencyKey` of the same user gives the same order, also when two requests race (the unique
 * index on (user, key) decides, the loser reads the winner's order); the configuration of a
 * repeat is not compared.
 * @param db the database
 * @param userId the buyer
 * @param input `ServiceOrderInput` (configuration + idempotency key)
 * @param nowMs creation instant, epoch ms
 * @returns `{ orderNo }`
 * @throws ApiError HTTP 400 `40001` / `40071` / `40074` / `40075` as `priceServiceOrder`
 */
export async function createServiceOrder(
  db: Kysely<Database>,
  userId: number,
  input: ServiceOrderInput,
  nowMs: number,
): Promise<CreatedOrder> {
  const { idempotencyKey, ...config } = input;
  return onceByKey(
    () => serviceOrderByKey(db, userId, idempotencyKey),
    () =>
      transact(db, async (trx) => {
        const earlier = await serviceOrderByKey(trx, userId, idempotencyKey);
        if (earlier) return earlier;
        const priced = await priceServiceOrder(trx, userId, config);
        const orderNo = await newOrderNo(trx, 'service', nowMs);
        await trx
          .insertInto('server_orders')
          .values({
            order_no: orderNo,
            user_id: userId,
            order_type: priced.orderType,
            server_type: priced.serverType,
            duration_unit: priced.durationUnit,
            duration: priced.duration,
            amount_cents: priced.amountCents,
            status: SERVICE_STATUS.unpaid,
            created_at: nowMs,
            service_id: priced.serviceId,
            accounts: priced.accounts,
            activation_method: priced.activationMethod,
            target_account: priced.targetAccount,
            expires_at: nowMs + ORDER_LIMITS.unpaidTtlMs,
            idempotency_key: idempotencyKey,
          })
          .execute();
        return { orderNo };
      }),
  );
}

/**
 * How many of a user's service orders wait for payment (SPEC §4 status 0; the header's badge,
 * `countNoPayServerOrder`).
 * @returns a count ≥ 0
 */
export async function countUnpaidServerOrders(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('server_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', SERVICE_STATUS.unpaid)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

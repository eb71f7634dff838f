import type { Selectable, Transaction } from 'kysely';
import type { OrderKind } from '@xingheng/shared';
import type { Database, ServerOrderTable } from '../db/types';
import { addDuration } from './duration';
import { NO_PASSWORD_HASH, newAccountName } from './names';
import { HARDWARE_STATUS, SERVICE_STATUS, moveOrderStatus } from './transitions';

export { addDuration } from './duration';

/** SPEC §3 server order types this module settles. */
const RENEWAL = 1;
/** SPEC §3 activation method 2: automatic (the accounts run from payment). */
const AUTOMATIC = 2;
/** SPEC §3 is-active codes. */
const IS_ACTIVE = { waiting: 0, active: 1, trial: 2 } as const;

type ServerOrder = Selectable<ServerOrderTable>;

/**
 * Creates the service accounts a paid ordinary (0) or expansion (3) order bought: `accounts` rows
 * of the order's service and server type. Automatic activation (2): active (`is_active` 1) from
 * `paidAt` until `paidAt` + the duration; manual (1): waiting (`is_active` 0, no expiry) with the
 * duration stored for when it is activated. No password yet (`NO_PASSWORD_HASH`).
 */
async function createAccounts(
  trx: Transaction<Database>,
  order: ServerOrder,
  paidAt: number,
): Promise<void> {
  const automatic = order.activation_method === AUTOMATIC;
  const taken = new Set<string>();
  for (let i = 0; i < order.accounts; i += 1) {
    const name = await newAccountName(trx, order.server_type, taken);
    taken.add(name);
    await trx
      .insertInto('service_accounts')
      .values({
        account_name: name,
        user_id: order.user_id,
        service_id: order.service_id ?? 0,
        server_type: order.server_type,
        order_no: order.order_no,
        password_hash: NO_PASSWORD_HASH,
        is_active: automatic ? IS_ACTIVE.active : IS_ACTIVE.waiting,
        duration_unit: order.duration_unit,
        duration: order.duration,
        activated_at: automatic ? paidAt : null,
        expires_at: automatic ? addDuration(paidAt, order.duration_unit, order.duration) : null,
        created_at: paidAt,
      })
      .execute();
  }
}

/**
 * Extends the account a paid renewal (1) names by the order's duration, from its expiry or from
 * `paidAt` when it has already expired (or never ran); a trial or waiting account becomes active.
 * @throws Error when the account is gone or not the order's user's (creation checks both)
 */
async function renewAccount(
  trx: Transaction<Database>,
  order: ServerOrder,
  paidAt: number,
): Promise<void> {
  const account = await trx
    .selectFrom('service_accounts')
    .select(['account_name', 'expires_at', 'activated_at'])
    .where('account_name', '=', order.target_account ?? '')
    .where('user_id', '=', order.user_id)
    .executeTakeFirst();
  if (!account) throw new Error(`renewal ${order.order_no}: account not found`);
  const from = Math.max(paidAt, account.expires_at ?? paidAt);
  await trx
    .updateTable('service_accounts')
    .set({
      is_active: IS_ACTIVE.active,
      activated_at: account.activated_at ?? paidAt,
      expires_at: addDuration(from, order.duration_unit, order.duration),
    })
    .where('account_name', '=', account.account_name)
    .execute();
}

/**
 * Settles a paid order inside the payment's transaction (docs/api.md "Order states"): moves it from
 * 0 unpaid to 1 paid with `paid_at` and `pay_type` (`moveOrderStatus`), then, for a service order,
 * grants what was bought: an ordinary (0) or expansion (3) order creates its `accounts` service
 * accounts (automatic activation: active from `paidAt` for the duration; manual: waiting, no
 * expiry); a renewal (1) extends its target account from max(`paidAt`, current expiry). A hardware
 * order only changes status (shipping is an operator's move 1 → 3). When anything throws, the
 * caller's transaction rolls back: the order stays unpaid and no account exists.
 * @param trx the payment's transaction
 * @param order `kind` `service` (`SO…`) or `hardware` (`HO…`) and its number
 * @param payment `payType` SPEC §3 pay type 1–6, `paidAt` epoch ms
 * @throws ApiError 404 `40401` unknown order; 409 `40900` when it is not unpaid (already paid,
 *   cancelled or expired), as `moveOrderStatus` throws
 */
export async function settleOrderPaid(
  trx: Transaction<Database>,
  order: { kind: OrderKind; orderNo: string },
  payment: { payType: number; paidAt: number },
): Promise<void> {
  const extra = { paid_at: payment.paidAt, pay_type: payment.payType };
  if (order.kind === 'hardware') {
    await moveOrderStatus(trx, 'hardware', order.orderNo, HARDWARE_STATUS.paid, { extra });
    return;
  }
  await moveOrderStatus(trx, 'service', order.orderNo, SERVICE_STATUS.paid, { extra });
  const row = await trx
    .selectFrom('server_orders')
    .selectAll()
    .where('order_no', '=', order.orderNo)
    .executeTakeFirstOrThrow();
  if (row.order_type === RENEWAL) await renewAccount(trx, row, payment.paidAt);
  else await createAccounts(trx, row, payment.paidAt);
}

import type { Kysely, Transaction } from 'kysely';
import { ORDER_LIMITS, type ServiceOffer, type ServiceOrderConfig } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { findOwnAccount } from './accounts';

type Db = Kysely<Database> | Transaction<Database>;

/** SPEC §3 order types a customer buys: 0 ordinary, 1 renewal, 3 expansion. */
const ORDER_TYPE = { ordinary: 0, renewal: 1, expansion: 3 } as const;
/** SPEC §3 activation method stored for a renewal (it extends a running account). */
const AUTOMATIC = 2;
/** SPEC §3 is-active 0: waiting for manual activation. */
const WAITING = 0;

/**
 * A configuration priced by the server: what `serviceOrder/create` stores. Money in fen; for a
 * renewal or expansion the service and server type are the account's (`targetAccount`).
 */
export interface PricedServiceOrder {
  serviceId: number;
  serviceName: string;
  orderType: 0 | 1 | 3;
  serverType: number;
  durationUnit: number;
  duration: number;
  accounts: number;
  activationMethod: 1 | 2;
  targetAccount: string | null;
  unitPriceCents: number;
  amountCents: number;
}

/**
 * The plans of a service that can be bought online: one per (server type, duration unit), the price
 * of one account for one unit (`service_plans` rows with `duration` 1), in the plans' order.
 * @param db database or transaction
 * @param serviceId id of `services`
 * @returns `ServiceOffer[]` (`{ serverType, durationUnit, unitPriceCents }`), empty when none
 */
export async function serviceOffers(db: Db, serviceId: number): Promise<ServiceOffer[]> {
  const rows = await db
    .selectFrom('service_plans')
    .select(['server_type', 'duration_unit', 'price_cents'])
    .where('service_id', '=', serviceId)
    .where('duration', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    serverType: r.server_type,
    durationUnit: r.duration_unit,
    unitPriceCents: r.price_cents,
  }));
}

/** True when `value` is an integer within `limit`. */
function within(value: number, limit: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= limit.min && value <= limit.max;
}

/**
 * Refuses numbers outside `ORDER_LIMITS` (the routes' schemas check them too; this guards other
 * callers): `duration` 1–12 units, `accounts` 1–100, exactly 1 for a renewal.
 * @throws ApiError HTTP 400 `40001` naming the field
 */
export function assertServiceLimits(config: ServiceOrderConfig): void {
  const { duration, accounts } = ORDER_LIMITS;
  if (!within(config.duration, duration)) {
    throw new ApiError(
      400,
      ERROR_CODES.badInput,
      `购买时长（duration）须为 ${duration.min}–${duration.max} 的整数`,
    );
  }
  if (!within(config.accounts, accounts)) {
    throw new ApiError(
      400,
      ERROR_CODES.badInput,
      `账号数量（accounts）须为 ${accounts.min}–${accounts.max} 的整数`,
    );
  }
  if (config.orderType === ORDER_TYPE.renewal && config.accounts !== 1) {
    throw new ApiError(400, ERROR_CODES.badInput, '账号数量（accounts）续费时须为 1');
  }
}

/** HTTP 400 `40071`: the service, or that plan of it, is not sold online. */
function notOffered(msg: string): ApiError {
  return new ApiError(400, ERROR_CODES.planNotOffered, msg);
}

/**
 * For a renewal or expansion: the user's account it names, which fixes the service and server
 * type (the client's must agree).
 * @throws ApiError 400 `40074` not the user's account; `40071` another service or server type;
 *   `40075` a renewal of an account still waiting for manual activation
 */
async function targetOf(db: Db, userId: number, config: ServiceOrderConfig) {
  const account = await findOwnAccount(db, userId, config.accountName ?? '');
  if (!account) {
    throw new ApiError(400, ERROR_CODES.orderAccountNotFound, '要续费或扩容的服务账号不存在');
  }
  if (account.service_id !== config.serviceId || account.server_type !== config.serverType) {
    throw notOffered('续费或扩容须与该账号的服务和服务类型一致');
  }
  if (config.orderType === ORDER_TYPE.renewal && account.is_active === WAITING) {
    throw new ApiError(400, ERROR_CODES.accountNotActivated, '该账号尚未激活，激活后才能续费');
  }
  return account;
}

/**
 * The server's price of a service purchase (docs/api.md "Orders and payments", pricing rules):
 * unit price of the plan (`service_plans`, one account for one `durationUnit`) × `duration` ×
 * `accounts`. A renewal (1) or expansion (3) must name one of the user's accounts, whose service
 * and server type it keeps; a renewal buys for exactly 1 account and stores activation 2. No amount
 * is ever taken from the client.
 * @param db database or transaction (create calls it inside its transaction)
 * @param userId the buyer (owner of `accountName`)
 * @param config `ServiceOrderConfig` (shared/src/types/order.ts)
 * @returns `PricedServiceOrder`: the configuration to store with `unitPriceCents` and
 *   `amountCents` (fen)
 * @throws ApiError HTTP 400 `40001` out of `ORDER_LIMITS`; `40071` unknown service or a server
 *   type / duration unit it does not offer; `40074` / `40075` (renewal and expansion, `targetOf`)
 */
export async function priceServiceOrder(
  db: Db,
  userId: number,
  config: ServiceOrderConfig,
): Promise<PricedServiceOrder> {
  assertServiceLimits(config);
  const service = await db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('id', '=', config.serviceId)
    .executeTakeFirst();
  if (!service) throw notOffered('该服务不存在或暂不支持在线购买');
  const ordinary = config.orderType === ORDER_TYPE.ordinary;
  const target = ordinary ? null : await targetOf(db, userId, config);
  const offer = (await serviceOffers(db, service.id)).find(
    (o) => o.serverType === config.serverType && o.durationUnit === config.durationUnit,
  );
  if (!offer) throw notOffered('该服务不提供所选的服务类型或计费周期');
  const renewal = config.orderType === ORDER_TYPE.renewal;
  return {
    serviceId: service.id,
    serviceName: service.name,
    orderType: config.orderType,
    serverType: config.serverType,
    durationUnit: config.durationUnit,
    duration: config.duration,
    accounts: config.accounts,
    activationMethod: renewal ? AUTOMATIC : config.activationMethod,
    targetAccount: target?.account_name ?? null,
    unitPriceCents: offer.unitPriceCents,
    amountCents: offer.unitPriceCents * config.duration * config.accounts,
  };
}

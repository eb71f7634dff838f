import type { Kysely, Transaction } from 'kysely';
import {
  ORDER_LIMITS,
  type ServiceAccountSecret,
  type TrialApplication,
  type TrialInfo,
  type TrialResult,
} from '@xingheng/shared';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { toServiceAccounts } from './accounts';
import { isUniqueViolation } from '../db/errors';
import { addDuration } from './duration';
import { onceByKey } from './idempotency';
import { newAccountName, newAccountPassword, newOrderNo } from './names';
import { SERVICE_STATUS } from './transitions';
import { transact } from '../db/transaction';

type Db = Kysely<Database> | Transaction<Database>;

/** SPEC §3 codes of a trial: order type 2, duration unit 1 (day), activation 2, is-active 2. */
const TRIAL = { orderType: 2, dayUnit: 1, automatic: 2, testActivated: 2 } as const;

/** The service of a trial. @throws ApiError HTTP 404 `40401` for an unknown service */
async function serviceOf(db: Db, serviceId: number) {
  const service = await db
    .selectFrom('services')
    .select(['id', 'name', 'server_type'])
    .where('id', '=', serviceId)
    .executeTakeFirst();
  if (!service) throw new ApiError(404, ERROR_CODES.notFoundDoc, '服务不存在');
  return service;
}

/** The user's earlier trial of a service, if any. */
async function earlierTrial(db: Db, userId: number, serviceId: number) {
  return db
    .selectFrom('trial_applications')
    .select('order_no')
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
}

/** HTTP 400 `40070`: one trial per service per account. */
function trialUsed(): ApiError {
  return new ApiError(400, ERROR_CODES.trialUsed, '每个服务只能试用一次，您已试用过该服务');
}

/**
 * What the trial page shows before the form (docs/api.md "Orders and payments").
 * @returns `TrialInfo`: the service's name and SPEC §3 server type, `trialDays` 7, whether this
 *   user already had its trial (`used`) and that order (`usedOrderNo`)
 * @throws ApiError HTTP 404 `40401` for an unknown service
 */
export async function trialInfo(
  db: Kysely<Database>,
  userId: number,
  serviceId: number,
): Promise<TrialInfo> {
  const service = await serviceOf(db, serviceId);
  const earlier = await earlierTrial(db, userId, serviceId);
  return {
    serviceId: service.id,
    serviceName: service.name,
    serverType: service.server_type,
    trialDays: ORDER_LIMITS.trialDays,
    used: earlier !== undefined,
    usedOrderNo: earlier?.order_no ?? null,
  };
}

/**
 * The trial order stored under an idempotency key, without passwords (they were shown once).
 * @throws ApiError HTTP 400 `40001` when the key belongs to an order that is not a trial
 */
async function trialByKey(db: Db, userId: number, key: string): Promise<TrialResult | undefined> {
  const order = await db
    .selectFrom('server_orders')
    .select(['order_no', 'order_type'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!order) return undefined;
  if (order.order_type !== TRIAL.orderType) {
    throw new ApiError(400, ERROR_CODES.badInput, '幂等键（idempotencyKey）已用于其他订单');
  }
  const rows = await db
    .selectFrom('service_accounts')
    .selectAll()
    .where('order_no', '=', order.order_no)
    .orderBy('account_name')
    .execute();
  return { orderNo: order.order_no, accounts: await toServiceAccounts(db, rows), passwords: [] };
}

/**
 * Grants a free trial (docs/api.md "Orders and payments"), in one transaction: a service order of
 * SPEC §3 type 2, already paid (status 1, amount 0, 7 × unit 1 day, activation 2, `devices`
 * accounts), its `trial_applications` row, and `devices` service accounts test-activated (is-active
 * 2) from now for `ORDER_LIMITS.trialDays`, each with a new random password stored as a bcrypt
 * hash. A repeated `idempotencyKey` answers the same order with `passwords: []`.
 * @param db the database (passwords are hashed before the transaction starts)
 * @param userId the applicant
 * @param application `TrialApplication` (checked by the route's schema)
 * @param nowMs the instant of the application, epoch ms
 * @returns `TrialResult`: order number, the accounts with NTRIP access, the passwords in clear
 *   (shown only in this answer)
 * @throws ApiError HTTP 404 `40401` unknown service; 400 `40070` this user already had a trial of
 *   this service (also when two applications race); 400 `40001` a key used by another order
 */
export async function applyTrial(
  db: Kysely<Database>,
  userId: number,
  application: TrialApplication,
  nowMs: number,
): Promise<TrialResult> {
  const find = () => trialByKey(db, userId, application.idempotencyKey);
  const existing = await find();
  if (existing) return existing;
  const service = await serviceOf(db, application.serviceId);
  if (await earlierTrial(db, userId, service.id)) throw trialUsed();
  const passwords = Array.from({ length: application.devices }, newAccountPassword);
  const hashes = await Promise.all(passwords.map(hashPassword));
  try {
    return await onceByKey(find, () =>
      transact(db, async (trx) => {
        const earlier = await trialByKey(trx, userId, application.idempotencyKey);
        if (earlier) return earlier;
        if (await earlierTrial(trx, userId, service.id)) throw trialUsed();
        const orderNo = await newOrderNo(trx, 'service', nowMs);
        const days = ORDER_LIMITS.trialDays;
        await trx
          .insertInto('server_orders')
          .values({
            order_no: orderNo,
            user_id: userId,
            order_type: TRIAL.orderType,
            server_type: service.server_type,
            duration_unit: TRIAL.dayUnit,
            duration: days,
            amount_cents: 0,
            status: SERVICE_STATUS.paid,
            created_at: nowMs,
            service_id: service.id,
            accounts: application.devices,
            activation_method: TRIAL.automatic,
            expires_at: nowMs + ORDER_LIMITS.unpaidTtlMs,
            paid_at: nowMs,
            idempotency_key: application.idempotencyKey,
          })
          .execute();
        await trx
          .insertInto('trial_applications')
          .values({
            order_no: orderNo,
            user_id: userId,
            service_id: service.id,
            devices: application.devices,
            use_case: application.useCase,
            company: application.company,
            contact_name: application.contactName,
            contact_phone: application.contactPhone,
            created_at: nowMs,
          })
          .execute();
        const secrets: ServiceAccountSecret[] = [];
        const taken = new Set<string>();
        for (const [i, hash] of hashes.entries()) {
          const accountName = await newAccountName(trx, service.server_type, taken);
          taken.add(accountName);
          secrets.push({ accountName, password: passwords[i] ?? '' });
          await trx
            .insertInto('service_accounts')
            .values({
              account_name: accountName,
              user_id: userId,
              service_id: service.id,
              server_type: service.server_type,
              order_no: orderNo,
              password_hash: hash,
              is_active: TRIAL.testActivated,
              duration_unit: TRIAL.dayUnit,
              duration: days,
              activated_at: nowMs,
              expires_at: addDuration(nowMs, TRIAL.dayUnit, days),
              created_at: nowMs,
            })
            .execute();
        }
        const rows = await trx
          .selectFrom('service_accounts')
          .selectAll()
          .where('order_no', '=', orderNo)
          .orderBy('account_name')
          .execute();
        const sorted = [...secrets].sort((a, b) => a.accountName.localeCompare(b.accountName));
        return { orderNo, accounts: await toServiceAccounts(trx, rows), passwords: sorted };
      }),
    );
  } catch (error) {
    // A concurrent application with another key got this service's trial first.
    if (isUniqueViolation(error) && (await earlierTrial(db, userId, service.id))) throw trialUsed();
    throw error;
  }
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ServiceAccount, ServiceAccountSecret } from '@xingheng/shared';
import { hashPassword } from '../auth/passwords';
import type { Database, ServiceAccountTable } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { newAccountPassword } from './names';
import { ntripOfServices } from './ntrip';
import { transact } from '../db/transaction';

type Db = Kysely<Database> | Transaction<Database>;

/** A `service_accounts` row. */
export type ServiceAccountRow = Selectable<ServiceAccountTable>;

/**
 * The wire form of service account rows (`ServiceAccount`, shared/src/types/order.ts): service
 * name, SPEC §3 server type and is-active, activation and expiry (epoch ms or null) and the NTRIP
 * access of its service with its mount point. Never the password or its hash.
 * @param db database or transaction
 * @param rows `service_accounts` rows, in the order to answer
 */
export async function toServiceAccounts(
  db: Db,
  rows: readonly ServiceAccountRow[],
): Promise<ServiceAccount[]> {
  if (rows.length === 0) return [];
  const serviceIds = rows.map((r) => r.service_id);
  const services = await db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(serviceIds)])
    .execute();
  const ntrip = await ntripOfServices(db, serviceIds);
  return rows.map((row) => ({
    accountName: row.account_name,
    serviceId: row.service_id,
    serviceName: services.find((s) => s.id === row.service_id)?.name ?? '',
    serverType: row.server_type,
    isActive: row.is_active,
    activatedAt: row.activated_at === null ? null : Number(row.activated_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    ntrip: ntrip.get(row.service_id) ?? {
      caster: '',
      ports: [],
      messages: '',
      mountPoint: '',
    },
  }));
}

/**
 * One of the user's service accounts.
 * @returns the row, or undefined when no account has that name or it is another user's
 */
export async function findOwnAccount(
  db: Db,
  userId: number,
  accountName: string,
): Promise<ServiceAccountRow | undefined> {
  return db
    .selectFrom('service_accounts')
    .selectAll()
    .where('account_name', '=', accountName)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Gives one of the user's service accounts a new random password (12 letters and digits,
 * `newAccountPassword`) and stores only its bcrypt hash; the old password stops working.
 * @param db the database (the hash is computed before the one-statement write)
 * @returns `{ accountName, password }`, the password in clear: shown once, never again
 * @throws ApiError HTTP 404 `40401` when the account is not the user's (or does not exist)
 */
export async function resetAccountPassword(
  db: Kysely<Database>,
  userId: number,
  accountName: string,
): Promise<ServiceAccountSecret> {
  const account = await findOwnAccount(db, userId, accountName);
  if (!account) throw new ApiError(404, ERROR_CODES.notFoundDoc, '服务账号不存在');
  const password = newAccountPassword();
  const hash = await hashPassword(password);
  await transact(db, async (trx) => {
    await trx
      .updateTable('service_accounts')
      .set({ password_hash: hash })
      .where('account_name', '=', accountName)
      .where('user_id', '=', userId)
      .execute();
  });
  return { accountName, password };
}

import type { Kysely } from 'kysely';
import type { ServiceOrderOptions } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { findOwnAccount, toServiceAccounts } from './accounts';
import { serviceOffers } from './pricing';

/**
 * The purchase page's choices (docs/api.md "Orders and payments"): the service's name, its offers
 * (`serviceOffers`: server type, duration unit, unit price in fen) and, when `accountName` is one
 * of the user's accounts of this service, that account (to renew or expand), else null.
 * @param db the database
 * @param userId the buyer
 * @param serviceId id of `services`
 * @param accountName an account named by the page's query, optional
 * @returns `ServiceOrderOptions` (offers empty when the service is not sold online)
 * @throws ApiError HTTP 404 `40401` for an unknown service
 */
export async function serviceOrderOptions(
  db: Kysely<Database>,
  userId: number,
  serviceId: number,
  accountName?: string,
): Promise<ServiceOrderOptions> {
  const service = await db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('id', '=', serviceId)
    .executeTakeFirst();
  if (!service) throw new ApiError(404, ERROR_CODES.notFoundDoc, '服务不存在');
  const row = accountName ? await findOwnAccount(db, userId, accountName) : undefined;
  const own = row && row.service_id === service.id ? [row] : [];
  const [account] = await toServiceAccounts(db, own);
  return {
    serviceId: service.id,
    serviceName: service.name,
    offers: await serviceOffers(db, service.id),
    account: account ?? null,
  };
}

import {
  apiGet,
  apiPost,
  type CreatedOrder,
  type ServiceDetail,
  type ServiceOrderConfig,
  type ServiceOrderInput,
  type ServiceOrderOptions,
  type ServicePlan,
  type ServiceQuote,
} from '@xingheng/shared';

/**
 * The purchase page's choices (`GET /api/order/serviceOrder/options?serviceId=&accountName=`,
 * docs/api.md "Orders and payments"); silent: the page shows the error.
 * @param serviceId the service to buy
 * @param accountName the account to renew or expand (SPEC §3 order types 1 and 3), if any
 * @returns `ServiceOrderOptions`: service name, the offers (server type × duration unit with the
 *   unit price in fen) and the account (null when not given or not this user's)
 * @throws ApiFailure 404 `40401` for an unknown service; 401
 */
export function fetchServiceOrderOptions(
  serviceId: number,
  accountName?: string,
): Promise<ServiceOrderOptions> {
  const params = accountName === undefined ? { serviceId } : { serviceId, accountName };
  return apiGet<ServiceOrderOptions>('/order/serviceOrder/options', { params, silent: true });
}

/**
 * The price plans of a service (`GET /api/web/service/details/:id`, docs/api.md), to preselect the
 * plan a `planId` link names (plan ids are `serviceId × 100 + n`). Silent: without them the page
 * preselects the first offer.
 * @param serviceId the service
 * @returns its `ServicePlan`s (id, server type, duration unit, duration, price in fen)
 * @throws ApiFailure 404 `40401` for an unknown service
 */
export async function fetchServicePlans(serviceId: number): Promise<ServicePlan[]> {
  const detail = await apiGet<ServiceDetail>(`/web/service/details/${serviceId}`, { silent: true });
  return detail.plans;
}

/**
 * The server's price for exactly one configuration (`POST /api/order/serviceOrder/quote`): the
 * page never computes a total itself. Silent: the price area shows the error.
 * @param config `ServiceOrderConfig` (SPEC §3 codes, counts within `ORDER_LIMITS`)
 * @returns `ServiceQuote`: unit price and amount, fen
 * @throws ApiFailure 400 `40001` naming the field (an offer the service does not have, a count out
 *   of range); 404 for an account that is not this user's
 */
export function quoteServiceOrder(config: ServiceOrderConfig): Promise<ServiceQuote> {
  return apiPost<ServiceQuote>('/order/serviceOrder/quote', config, { silent: true });
}

/**
 * Creates an unpaid service order (SPEC §4 status 0) for a configuration
 * (`POST /api/order/serviceOrder/create`); the server prices it again. Silent: the form shows
 * the `msg`.
 * @param input the configuration plus an idempotency key (a repeated key answers the same order)
 * @returns `{ orderNo }`
 * @throws ApiFailure 400 `40001` naming the field; 404; 401
 */
export function createServiceOrder(input: ServiceOrderInput): Promise<CreatedOrder> {
  return apiPost<CreatedOrder>('/order/serviceOrder/create', input, { silent: true });
}

import {
  apiGet,
  apiPost,
  type TrialApplication,
  type TrialInfo,
  type TrialResult,
} from '@xingheng/shared';

/**
 * What the trial page needs before its form (`GET /api/order/trial/info?serviceId=`, docs/api.md
 * "Orders and payments"); silent: the page shows the error.
 * @param serviceId a service id from the URL (e.g. 6)
 * @returns `TrialInfo`: service name, server type, trial length in days, whether this account
 *   already had its one trial of the service (`used`, with `usedOrderNo`)
 * @throws ApiFailure 404 `40401` for an unknown service or one without a trial; 401
 */
export function fetchTrialInfo(serviceId: number): Promise<TrialInfo> {
  return apiGet<TrialInfo>('/order/trial/info', { params: { serviceId }, silent: true });
}

/**
 * Applies for a free trial (`POST /api/order/trial/apply`): an order of SPEC §3 type 2 (trial)
 * that needs no payment, with its service accounts. Silent: the form shows the `msg`.
 * @param input `TrialApplication` (devices 1–5, use case, company, contact, idempotency key)
 * @returns `TrialResult`: the order number, the accounts and their passwords (shown once); the
 *   same answer for a repeated idempotency key
 * @throws ApiFailure 400 `40001` naming the field; 409 when this account already had its trial; 401
 */
export function applyTrial(input: TrialApplication): Promise<TrialResult> {
  return apiPost<TrialResult>('/order/trial/apply', input, { silent: true });
}

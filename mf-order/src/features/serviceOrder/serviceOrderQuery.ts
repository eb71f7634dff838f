import { parsePositiveId } from '@xingheng/shared';

/** Service account names: letters, digits, `_` and `-` (`xhcm20481736`). */
const ACCOUNT_NAME = /^[A-Za-z0-9_-]{3,32}$/;

/** The validated query of `/order` (SPEC §2). */
export interface ServiceOrderParams {
  serviceId: number;
  /** SPEC §3 server order type: 0 new purchase, 1 renewal, 3 expansion of `accountName`. */
  orderType: 0 | 1 | 3;
  accountName?: string;
  /** A plan id of the service (`serviceId × 100 + n`), to preselect. */
  planId?: number;
  /** SPEC §3 codes to preselect. */
  serverType?: number;
  durationUnit?: number;
}

/** The query of `/order` read: usable, or why not (a Chinese sentence for the page). */
export type ServiceOrderQueryResult =
  | { ok: true; params: ServiceOrderParams }
  | { ok: false; reason: 'noService' | 'noAccount' };

/**
 * Reads the query of the purchase page: `serviceId` (required), `planId`, `serverType`,
 * `durationUnit` (optional preselection), and for a renewal or expansion `orderType` 1 or 3 with
 * the `accountName` (both or neither). Invalid optional values are dropped.
 * @param search the page's search params
 * @returns `{ ok: true, params }`, or `{ ok: false, reason }`: `noService` without a valid
 *   `serviceId`, `noAccount` for `orderType` 1/3 without a valid `accountName`
 */
export function readServiceOrderQuery(search: URLSearchParams): ServiceOrderQueryResult {
  const serviceId = parsePositiveId(search.get('serviceId'));
  if (serviceId === undefined) return { ok: false, reason: 'noService' };
  const params: ServiceOrderParams = { serviceId, orderType: 0 };
  const type = search.get('orderType');
  if (type === '1' || type === '3') {
    const accountName = search.get('accountName') ?? '';
    if (!ACCOUNT_NAME.test(accountName)) return { ok: false, reason: 'noAccount' };
    params.orderType = type === '1' ? 1 : 3;
    params.accountName = accountName;
  }
  const planId = parsePositiveId(search.get('planId'));
  if (planId !== undefined) params.planId = planId;
  const serverType = parsePositiveId(search.get('serverType'));
  if (serverType !== undefined) params.serverType = serverType;
  const durationUnit = parsePositiveId(search.get('durationUnit'));
  if (durationUnit !== undefined) params.durationUnit = durationUnit;
  return { ok: true, params };
}

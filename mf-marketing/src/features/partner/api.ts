import { apiPost, type PartnerApplication } from '@xingheng/shared';

/**
 * The answer of `POST /web/partner/apply`: the stored application's reference id (the API
 * currently issues a UUID string; docs/api.md only says `{ id }`, so a number is accepted too).
 */
export interface PartnerApplyAnswer {
  id: string | number;
}

/** Sends a cooperation application; injected into the form so tests can fake it. */
export type PartnerSubmit = (application: PartnerApplication) => Promise<PartnerApplyAnswer>;

/** The endpoint of the cooperation form (docs/api.md). */
export const PARTNER_APPLY_PATH = '/web/partner/apply';

/**
 * Posts a cooperation application (SPEC §2 `/partner`, docs/api.md `POST /api/web/partner/apply`).
 * Silent: the form shows the API's `msg` inline instead of a toast.
 * @returns `{ id }` of the stored application
 * @throws ApiFailure (`code` 40001 naming the field, 42900 too many requests)
 */
export const submitPartnerApplication: PartnerSubmit = (application) =>
  apiPost<PartnerApplyAnswer>(PARTNER_APPLY_PATH, application, { silent: true });

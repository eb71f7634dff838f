import {
  apiGet,
  apiPost,
  type EnterpriseIdentityInput,
  type IdentityInfo,
  type PersonalIdentityInput,
} from '@xingheng/shared';

/** Time allowed for an enterprise submission: a 5 MB licence on a slow line (ms). */
const ENTERPRISE_TIMEOUT_MS = 120_000;

/**
 * The logged-in user's identity verification (`GET /api/user/auth/info`, docs/api.md "Identity
 * verification"). Failures are toasted by the client; the page shows its error state.
 * @returns `IdentityInfo` (`status` none / pending / approved / rejected)
 * @throws ApiFailure 401 (the client sends the user to /login)
 */
export function fetchIdentityInfo(): Promise<IdentityInfo> {
  return apiGet<IdentityInfo>('/user/auth/info');
}

/**
 * Submits a personal verification; silent (the form shows the `msg`).
 * @param input `{ realName, idNumber }`, already checked by the form (the API checks again)
 * @returns the new state (approved by the default verifier)
 * @throws ApiFailure 40001 naming the field, 40050 already approved, 40051 pending
 */
export function submitPersonalIdentity(input: PersonalIdentityInput): Promise<IdentityInfo> {
  return apiPost<IdentityInfo>('/user/auth/personal', input, { silent: true });
}

/**
 * Submits an enterprise verification with its licence image in base64; silent (the form shows
 * the `msg`), with a longer time-out than other calls.
 * @param input `{ companyName, creditCode, licence: { contentType, data } }`
 * @returns the new state (pending: an operator reviews it)
 * @throws ApiFailure 40001, 41301 licence over 5 MB, 41501 not JPEG/PNG, 40050, 40051
 */
export function submitEnterpriseIdentity(input: EnterpriseIdentityInput): Promise<IdentityInfo> {
  return apiPost<IdentityInfo>('/user/auth/enterprise', input, {
    silent: true,
    timeout: ENTERPRISE_TIMEOUT_MS,
  });
}

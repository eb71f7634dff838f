import { ApiFailure } from './apiFailure';
import { NETWORK_ERROR_MSG } from './client';

/**
 * The Chinese message a page shows inline for a failed call it made `silent` (SPEC §8: the login,
 * account, order, support and partner forms show the error themselves instead of the client's
 * toast).
 * @param error what the call rejected with (an `ApiFailure`, or anything else)
 * @returns the `ApiFailure`'s non-empty `msg` (Chinese, from the API), else `NETWORK_ERROR_MSG`
 */
export function failureMessage(error: unknown): string {
  return (ApiFailure.is(error) && error.msg) || NETWORK_ERROR_MSG;
}

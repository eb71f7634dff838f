import { ApiFailure, NETWORK_ERROR_MSG } from '@xingheng/shared';

/**
 * The Chinese message to show inline for a failed call (the order pages call the API `silent`
 * and show the error themselves, SPEC §8).
 * @param error what the call rejected with
 * @returns the `ApiFailure`'s `msg` (Chinese, from the API), else the network message
 */
export function failureMessage(error: unknown): string {
  return (ApiFailure.is(error) && error.msg) || NETWORK_ERROR_MSG;
}

/**
 * Whether a failed call means the thing does not exist (or is not this user's): the page then
 * says so instead of offering 重试.
 * @param error what the call rejected with
 * @returns true for an `ApiFailure` with HTTP 404 or code 40401
 */
export function isNotFound(error: unknown): boolean {
  return ApiFailure.is(error) && error.isNotFound();
}

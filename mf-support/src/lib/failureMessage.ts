import { ApiFailure, NETWORK_ERROR_MSG } from '@xingheng/shared';

/**
 * The Chinese message to show inline for a failed call (the support pages call the API `silent`
 * and show the error themselves, SPEC §8).
 * @param error what the call rejected with
 * @returns the `ApiFailure`'s `msg` (Chinese, from the API), else the network message
 */
export function failureMessage(error: unknown): string {
  return (ApiFailure.is(error) && error.msg) || NETWORK_ERROR_MSG;
}

import { ApiFailure, NETWORK_ERROR_MSG } from '@xingheng/shared';

/**
 * The Chinese message to show for a failed call of an account form (SPEC §8: the login and
 * account pages show their own inline error instead of the client's toast).
 * @param error what the call rejected with
 * @returns the `ApiFailure`'s `msg` (Chinese, from the API), else the network message
 */
export function failureMessage(error: unknown): string {
  return (ApiFailure.is(error) && error.msg) || NETWORK_ERROR_MSG;
}

import { ApiFailure } from '@xingheng/shared';

/**
 * The inline message of a failed `silent` call: written once in `@xingheng/shared`
 * (`failureMessage`, SPEC §8); this remote's pages import it from here.
 */
export { failureMessage } from '@xingheng/shared';

/**
 * Whether a failed call means the thing does not exist (or is not this user's): the page then
 * says so instead of offering 重试.
 * @param error what the call rejected with
 * @returns true for an `ApiFailure` with HTTP 404 or code 40401
 */
export function isNotFound(error: unknown): boolean {
  return ApiFailure.is(error) && error.isNotFound();
}

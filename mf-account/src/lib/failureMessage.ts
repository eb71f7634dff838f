/**
 * The inline message of a failed `silent` call: written once in `@xingheng/shared`
 * (`failureMessage`, SPEC §8); this remote's pages import it from here.
 */
export { failureMessage } from '@xingheng/shared';

import type { apiGet } from '@xingheng/shared';

/**
 * The GET function a marketing loader takes: `apiGet` of `@xingheng/shared` in the app, a fake in
 * tests. Resolves to the envelope's `data`; rejects with an `ApiFailure` (SPEC §7, §8), which the
 * loader asks (`isNotFound()`) rather than re-parsing.
 */
export type ApiFetch = typeof apiGet;

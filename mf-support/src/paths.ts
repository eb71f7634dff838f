/**
 * mf-support's addresses (SPEC §2): the URL patterns its router matches and the links it builds. The
 * one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these.
 */
export const paths = {
  /** A policy document (9 隐私政策, 10 用户协议) or, without an id, their overview. */
  details: '/support/details/:id?',
} as const;

/** Pages mf-support links to outside its route group (site paths, SPEC §2). */
export const sitePaths = {
  home: '/',
  /** The support section's own home (its prefix). */
  support: '/support',
} as const;

/**
 * Path of a support document page (SPEC §2 `/support/details/{id?}`).
 * @param id document id; omit for the overview of all policy documents
 * @returns a site path, e.g. `/support/details/9`, or `/support/details`
 */
export function policyDocPath(id?: number): string {
  return id === undefined ? '/support/details' : `/support/details/${id}`;
}

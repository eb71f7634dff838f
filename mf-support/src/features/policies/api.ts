import { apiGet, type SupportDoc } from '@xingheng/shared';

/** Fetches one support document; injected into the loader so tests pass a fake. */
export type FetchSupportDoc = (id: number) => Promise<SupportDoc>;

/**
 * `GET /api/web/support/details/:id` (docs/api.md, SPEC §2 `/support/details/{id?}`).
 * Silent: the route's error page tells the user what went wrong, no toast on top of it.
 * @param id integer document id (9 privacy policy, 10 terms of use)
 * @returns the `SupportDoc` `{ id, title, updatedAt, html }` (`html` is unsanitized rich text)
 * @throws ApiFailure from the shared client (`status` 404 / `code` 40401 when there is no such doc)
 */
export const fetchSupportDoc: FetchSupportDoc = (id) =>
  apiGet<SupportDoc>(`/web/support/details/${id}`, { silent: true });

import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiFailure, parsePositiveId, type SupportDoc } from '@xingheng/shared';
import { fetchSupportDoc, type FetchSupportDoc } from '../../../../features/policies/api';
import { POLICY_DOCS, type PolicyDocRef } from '../../../../features/policies/policyDocs';

/** What the `/support/details/:id?` loader returns: the overview (no id) or one document. */
export type DetailsLoaderData =
  | { kind: 'list'; docs: readonly PolicyDocRef[] }
  | { kind: 'doc'; doc: SupportDoc };

/** The 404 message the shell's not-found page receives. */
export const DOC_NOT_FOUND = '文档不存在';

/**
 * Builds the loader of `/support/details/:id?` (SPEC §2; docs/api.md support details).
 * @param fetchDoc how to fetch a document (defaults to the API; tests pass a fake)
 * @returns a loader that resolves to `DetailsLoaderData`:
 *   - no `id` → `{ kind: 'list', docs }` (the policy documents 9 and 10);
 *   - a canonical positive id (`parsePositiveId`: `9`, not `009`) → `{ kind: 'doc', doc }`.
 * @throws `data('文档不存在', { status: 404 })` for any other id or an API not-found
 *   (`ApiFailure.isNotFound()`), so the shell shows its 404 page; `data(<msg>, { status: 500 })`
 *   for any other failure.
 */
export function createDetailsLoader(fetchDoc: FetchSupportDoc = fetchSupportDoc) {
  return async function detailsLoader({
    params,
  }: Pick<LoaderFunctionArgs, 'params'>): Promise<DetailsLoaderData> {
    if (params.id === undefined || params.id === '') return { kind: 'list', docs: POLICY_DOCS };
    const id = parsePositiveId(params.id);
    if (id === undefined) throw data(DOC_NOT_FOUND, { status: 404 });
    try {
      return { kind: 'doc', doc: await fetchDoc(id) };
    } catch (error) {
      if (ApiFailure.is(error) && error.isNotFound()) throw data(DOC_NOT_FOUND, { status: 404 });
      throw data('文档加载失败，请稍后重试', { status: 500 });
    }
  };
}

/** The loader used by the route (fetches through the shared API client). */
export const detailsLoader = createDetailsLoader();

import { data, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { ApiFailure, parsePositiveId, type SupportArticle } from '@xingheng/shared';
import { fetchSupportArticle } from '#features/articles/api';
import { POLICY_DOCS, type PolicyDocRef } from '#features/policies/policyDocs';

/** What the `/support/details/:id?` loader returns: the policy overview (no id) or an article. */
export type DetailsLoaderData =
  | { kind: 'list'; docs: readonly PolicyDocRef[] }
  | { kind: 'article'; article: SupportArticle };

/** The 404 message the shell's not-found page receives. */
export const DOC_NOT_FOUND = '文档不存在';

/**
 * The loader of `/support/details/:id?` (SPEC §2).
 * @returns `DetailsLoaderData`:
 *   - no `id` → `{ kind: 'list', docs }` (the policy documents 9 and 10);
 *   - a canonical positive id (`parsePositiveId`: `9`, not `009`) → `{ kind: 'article', article }`
 *     from `GET /api/web/support/details/:id`.
 * @throws `data('文档不存在', { status: 404 })` for any other id or an API not-found
 *   (`ApiFailure.isNotFound()`), so the shell shows its 404 page (SPEC §8);
 *   `data('文档加载失败，请稍后重试', { status: 500 })` for any other failure
 */
export async function detailsLoader({
  params,
}: Pick<LoaderFunctionArgs, 'params'>): Promise<DetailsLoaderData> {
  if (params.id === undefined || params.id === '') return { kind: 'list', docs: POLICY_DOCS };
  const id = parsePositiveId(params.id);
  if (id === undefined) throw data(DOC_NOT_FOUND, { status: 404 });
  try {
    return { kind: 'article', article: await fetchSupportArticle(id) };
  } catch (error) {
    if (ApiFailure.is(error) && error.isNotFound()) throw data(DOC_NOT_FOUND, { status: 404 });
    throw data('文档加载失败，请稍后重试', { status: 500 });
  }
}

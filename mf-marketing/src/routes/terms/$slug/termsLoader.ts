import { data, type LoaderFunctionArgs } from '@xingheng/shared/router';
import { ApiFailure, apiGet, type TermsDoc } from '@xingheng/shared';
import type { ApiFetch } from '../../../lib/apiFetch';
import { isTermsSlug, type TermsSlug } from '../../../features/terms/termsDocs';

/** Message the shell's 404 page receives for an unknown document. */
export const TERMS_NOT_FOUND = '条款不存在';

/** What the terms page renders: the document and its known slug. */
export interface TermsData {
  slug: TermsSlug;
  doc: TermsDoc;
}

/** Endpoint of one terms document (docs/api.md `GET /api/web/terms/:slug`). */
export function termsEndpoint(slug: TermsSlug): string {
  return `/web/terms/${slug}`;
}

/**
 * Builds the loader of `/terms/:slug` (SPEC §2).
 * @param get the GET function (`apiGet`); the call is `silent` (the shell shows the error page)
 * @returns a loader resolving to `TermsData` from `GET /web/terms/:slug`
 * @throws `data('条款不存在', { status: 404 })` for a slug not in `TERMS_DOCS` (without calling
 *   the API) or an API not-found (`ApiFailure.isNotFound()`); `data('内容加载失败，请稍后重试', { status: 500 })` otherwise
 */
export function createTermsLoader(get: ApiFetch = apiGet) {
  return async function termsLoader({
    params,
  }: Pick<LoaderFunctionArgs, 'params'>): Promise<TermsData> {
    const { slug } = params;
    if (!isTermsSlug(slug)) throw data(TERMS_NOT_FOUND, { status: 404 });
    try {
      return { slug, doc: await get<TermsDoc>(termsEndpoint(slug), { silent: true }) };
    } catch (error) {
      if (ApiFailure.is(error) && error.isNotFound()) throw data(TERMS_NOT_FOUND, { status: 404 });
      throw data('内容加载失败，请稍后重试', { status: 500 });
    }
  };
}

/** The loader of `/terms/:slug`, bound to the shared API client. */
export const termsLoader = createTermsLoader();

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TermsDoc } from '@xingheng/shared';
import { ApiError, ERROR_CODES, ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';

/**
 * Terms documents (docs/api.md; SPEC §2 `/terms/*`): GET /web/terms/:slug for `collect`, `data`,
 * `integration`, `privacy-child` and `share` → TermsDoc `{ slug, title, updatedAt, html }` (`html`
 * is rich text with tables: sanitize before rendering). 404 `40401` for any other slug.
 * A success comes from the response cache (`ETag`, 304; docs/api.md "Caching").
 */
export const termsRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, cached }) => {
  app.get(
    '/web/terms/:slug',
    {
      schema: { params: z.object({ slug: z.string().max(64) }), querystring: z.object({}) },
      ...cached,
    },
    async (request) => {
      const row = await db
        .selectFrom('terms_docs')
        .select(['slug', 'title', 'updated_at', 'html'])
        .where('slug', '=', request.params.slug)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, ERROR_CODES.notFoundDoc, '文档不存在或已下线');
      const data: TermsDoc = {
        slug: row.slug,
        title: row.title,
        updatedAt: row.updated_at,
        html: row.html,
      };
      return ok(data);
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { getTermsDoc } from './store';

/**
 * Terms documents (docs/api.md table; SPEC §2 `/terms/*`), public, from the response cache
 * (docs/api.md "Caching").
 */
export const termsRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, cached }) => {
  app.get(
    '/web/terms/:slug',
    {
      schema: { params: z.object({ slug: z.string().max(64) }), querystring: z.object({}) },
      ...cached,
    },
    async (request) => ok(await getTermsDoc(db, request.params.slug)),
  );
};

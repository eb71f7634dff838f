import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { newsIdParams, newsQuerySchema } from './schemas';
import { getNewsDetail, listNews, listNewsCategories } from './store';

/** No input: unknown query parameters (cache busters) are ignored. */
const noQuery = z.object({});

/**
 * News (docs/api.md table; SPEC §2 `/news`, `/news/details/{id}`): list, categories and one
 * article, all GET, public, served from the response cache (docs/api.md "Caching").
 */
export const newsRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, cached }) => {
  app.get(
    '/web/news/list',
    { schema: { querystring: newsQuerySchema }, ...cached },
    async (request) => ok(await listNews(db, request.query)),
  );

  app.get('/web/news/categories', { schema: { querystring: noQuery }, ...cached }, async () =>
    ok(await listNewsCategories(db)),
  );

  app.get(
    '/web/news/:id',
    { schema: { params: newsIdParams, querystring: noQuery }, ...cached },
    async (request) => ok(await getNewsDetail(db, request.params.id)),
  );
};

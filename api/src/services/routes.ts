import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { serviceDetail } from './store';

const ID_MSG = '服务编号（id）格式不正确';

/**
 * Service details (docs/api.md; SPEC §2 `/productSolution/services/details/{id}`):
 * GET /web/service/details/:id → ServiceDetail (the product with tagline, description paragraphs,
 * accuracy, convergence, coverage, frames, NTRIP caster/ports/messages, SDK text and `plans` in
 * fen, ordered as listed). 400 `40001` for a non-integer id, 404 `40401` for an unknown one or a
 * service without details. A success comes from the response cache (`ETag`, 304; docs/api.md
 * "Caching").
 */
export const serviceRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, cached },
) => {
  app.get(
    '/web/service/details/:id',
    {
      schema: {
        params: z.object({
          id: z.coerce.number({ error: ID_MSG }).int({ error: ID_MSG }).positive({ error: ID_MSG }),
        }),
        querystring: z.object({}),
      },
      ...cached,
    },
    async (request) => ok(await serviceDetail(db, request.params.id)),
  );
};

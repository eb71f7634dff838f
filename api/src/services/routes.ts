import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NtripAccess, ServiceDetail } from '@xingheng/shared';
import { ApiError, ERROR_CODES, ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';

const ID_MSG = '服务编号（id）格式不正确';

/** Parses a JSON text column written by the seed. */
function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

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
    async (request) => {
      const { id } = request.params;
      const row = await db
        .selectFrom('services')
        .innerJoin('service_details', 'service_details.service_id', 'services.id')
        .selectAll()
        .where('services.id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, ERROR_CODES.notFoundDoc, '服务不存在或已下线');
      const plans = await db
        .selectFrom('service_plans')
        .selectAll()
        .where('service_id', '=', id)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const data: ServiceDetail = {
        id: row.id,
        name: row.name,
        summary: row.summary,
        serverType: row.server_type,
        connectType: row.connect_type,
        tagline: row.tagline,
        description: parseJson<string[]>(row.description_json),
        accuracy: { horizontal: row.accuracy_horizontal, vertical: row.accuracy_vertical },
        convergence: row.convergence,
        coverage: row.coverage,
        frames: parseJson<string[]>(row.frames_json),
        ntrip: {
          caster: row.ntrip_caster,
          ports: parseJson<NtripAccess['ports']>(row.ntrip_ports_json),
          messages: row.ntrip_messages,
        },
        sdk: row.sdk,
        plans: plans.map((p) => ({
          id: p.id,
          serverType: p.server_type,
          durationUnit: p.duration_unit,
          duration: p.duration,
          priceCents: p.price_cents,
        })),
      };
      return ok(data);
    },
  );
};

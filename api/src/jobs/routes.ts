import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { listJobs } from './store';

/** Query of the jobs list: `kind` social (default) or campus, optional exact `city`/`category`. */
export const jobsQuerySchema = z.object({
  kind: z
    .enum(['social', 'campus'], { error: '招聘类型（kind）须为 social 或 campus' })
    .default('social'),
  city: z
    .string()
    .trim()
    .min(1, { error: '工作城市（city）格式不正确' })
    .max(16, { error: '工作城市（city）格式不正确' })
    .optional(),
  category: z
    .string()
    .trim()
    .min(1, { error: '职位类别（category）格式不正确' })
    .max(16, { error: '职位类别（category）格式不正确' })
    .optional(),
});

/**
 * Job openings (docs/api.md table; SPEC §2 `/aboutus/join`, `/aboutus/dayiJoin`), public, from
 * the response cache (docs/api.md "Caching").
 */
export const jobRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, cached }) => {
  app.get('/web/jobs', { schema: { querystring: jobsQuerySchema }, ...cached }, async (request) =>
    ok(await listJobs(db, request.query)),
  );
};

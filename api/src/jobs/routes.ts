import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobList, JobPosting } from '@xingheng/shared';
import type { JobTable } from '../db/types';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';

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

/** A table row as the wire's JobPosting (JSON text columns parsed). */
function toPosting(row: JobTable): JobPosting {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    city: row.city,
    kind: row.kind === 'campus' ? 'campus' : 'social',
    headcount: row.headcount,
    publishedAt: row.published_at,
    responsibilities: JSON.parse(row.responsibilities_json) as string[],
    requirements: JSON.parse(row.requirements_json) as string[],
  };
}

/** Distinct values, sorted by the Chinese collation of `localeCompare`. */
function distinctSorted(values: string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

/**
 * Job openings (docs/api.md; SPEC §2 `/aboutus/join` and `/aboutus/dayiJoin`):
 * GET /web/jobs?kind=&city=&category= → JobList: `list` the openings of `kind` (default social)
 * matching the optional city and category, newest first; `cities` and `categories` the distinct
 * values of that kind regardless of the city/category filter, sorted. 400 `40001` bad query.
 * A success comes from the response cache (`ETag`, 304; docs/api.md "Caching").
 */
export const jobRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, cached }) => {
  app.get('/web/jobs', { schema: { querystring: jobsQuerySchema }, ...cached }, async (request) => {
    const { kind, city, category } = request.query;
    const rows = await db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('published_at', 'desc')
      .orderBy('sort_order')
      .execute();
    const list = rows
      .filter((r) => (!city || r.city === city) && (!category || r.category === category))
      .map(toPosting);
    const data: JobList = {
      list,
      cities: distinctSorted(rows.map((r) => r.city)),
      categories: distinctSorted(rows.map((r) => r.category)),
    };
    return ok(data);
  });
};

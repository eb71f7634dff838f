import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import { siteSearch } from './siteSearch';
import { freeText } from '../validation/freeText';
import type { ApiRouteOptions } from '../http/context';

const LIMIT_MSG = '结果条数（limit）须为 1–50 的整数';

/** Query of the site search: `q` trimmed, 1–50 characters; `limit` 1–50 (default 20). */
export const searchQuerySchema = z.object({
  q: freeText({ label: '搜索关键词', field: 'q', min: 1, max: 50 }),
  limit: z.coerce
    .number({ error: LIMIT_MSG })
    .int({ error: LIMIT_MSG })
    .min(1, { error: LIMIT_MSG })
    .max(50, { error: LIMIT_MSG })
    .default(20),
});

/**
 * Site search (docs/api.md "Site search"): GET /web/search?q=&limit= → SearchAnswer
 * `{ q, total, results: SearchResult[] }` (see `siteSearch` for matching and ranking); the page
 * index first follows the active releases (`sitePagesSync`, one `stat` when nothing changed). 400
 * `40001` '搜索关键词（q）长度须为 1–50 个字符' for a missing, blank or too long `q`.
 */
export const searchRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, sitePages },
) => {
  app.get('/web/search', { schema: { querystring: searchQuerySchema } }, async (request) => {
    await sitePages.sync();
    return ok(await siteSearch(db, request.query.q, request.query.limit));
  });
};

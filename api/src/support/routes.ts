import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import {
  getSupportArticle,
  listSupportArticles,
  listSupportCategories,
  supportListQuery,
} from './articles';
import { getNoticeDetail, listNotices, noticeIdParams, noticeListQuery } from './notices';
import type { ApiRouteOptions } from '../http/context';

const DOC_ID_MSG = '文档编号（id）格式不正确';

/** Path params of `/web/support/details/:id`: a positive integer (else 400 `40001` naming `id`). */
const docIdParams = z.object({
  id: z.coerce
    .number({ error: DOC_ID_MSG })
    .int({ error: DOC_ID_MSG })
    .positive({ error: DOC_ID_MSG }),
});

/**
 * The support center and service notices (docs/api.md "Support center", "Notices"; SPEC §2
 * `/support`, `/support/details/{id}`, `/notices`): public GETs; bad query or id 400 `40001`
 * naming the field, unknown id 404 `40401`.
 */
export const supportRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db }) => {
  app.get('/web/support/categories', { schema: { querystring: z.object({}) } }, async () =>
    ok(await listSupportCategories(db)),
  );

  app.get('/web/support/list', { schema: { querystring: supportListQuery } }, async (request) =>
    ok(await listSupportArticles(db, request.query)),
  );

  app.get('/web/support/details/:id', { schema: { params: docIdParams } }, async (request) =>
    ok(await getSupportArticle(db, request.params.id)),
  );

  app.get('/web/notices/list', { schema: { querystring: noticeListQuery } }, async (request) =>
    ok(await listNotices(db, request.query)),
  );

  app.get('/web/notices/:id', { schema: { params: noticeIdParams } }, async (request) =>
    ok(await getNoticeDetail(db, request.params.id)),
  );
};

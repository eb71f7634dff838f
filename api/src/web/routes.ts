import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Banner, HardwareItem, MenuItem, ServiceProduct } from '@xingheng/shared';
import type { MenuItemTable } from '../db/types';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { listNews, newsQuerySchema } from '../news/list';
import { getNewsDetail, listNewsCategories, newsIdParams } from '../news/detail';

/** No input: unknown query parameters (cache busters) are ignored. */
const noQuery = z.object({});

/** Nests menu rows (sorted by `sort_order`) under their parents; leaves have no `children`. */
export function buildMenuTree(rows: MenuItemTable[], parentId: number | null = null): MenuItem[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => {
      const children = buildMenuTree(rows, row.id);
      const item: MenuItem = { id: row.id, name: row.name, url: row.url, tag: row.tag };
      return children.length > 0 ? { ...item, children } : item;
    });
}

/**
 * Public web content (docs/api.md, SPEC §2 and §7), all GET, no authorization:
 * - /web/index/getWebsiteMenu → MenuItem[] (3 levels)
 * - /web/index/getServerProduct → ServiceProduct[]
 * - /web/index/getIndexBanner → Banner[]
 * - /web/index/list → HardwareItem[]
 * - /web/news/list?page&pageSize&category → Paged<NewsSummary> (400 `40001` bad query)
 * - /web/news/categories → string[] (categories in use, sorted)
 * - /web/news/:id → NewsDetail with `prev` (older) / `next` (newer); 400 `40001` non-integer id,
 *   404 `40401` unknown id
 * The support center's articles, `/web/support/*`, are served by support/routes.ts.
 * Every success here comes from the response cache: `ETag`, 304 to `If-None-Match`, br / gzip
 * compressed once, `Cache-Control: no-cache` (docs/api.md "Caching").
 */
export const webRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, cached }) => {
  app.get(
    '/web/index/getWebsiteMenu',
    { schema: { querystring: noQuery }, ...cached },
    async () => {
      const rows = await db
        .selectFrom('menu_items')
        .selectAll()
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return ok(buildMenuTree(rows));
    },
  );

  app.get(
    '/web/index/getServerProduct',
    { schema: { querystring: noQuery }, ...cached },
    async () => {
      const rows = await db.selectFrom('services').selectAll().orderBy('sort_order').execute();
      const data: ServiceProduct[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        summary: r.summary,
        serverType: r.server_type,
        connectType: r.connect_type,
      }));
      return ok(data);
    },
  );

  app.get(
    '/web/index/getIndexBanner',
    { schema: { querystring: noQuery }, ...cached },
    async () => {
      const rows = await db
        .selectFrom('banners')
        .select(['id', 'title', 'subtitle', 'link', 'theme'])
        .orderBy('sort_order')
        .execute();
      const data: Banner[] = rows;
      return ok(data);
    },
  );

  app.get('/web/index/list', { schema: { querystring: noQuery }, ...cached }, async () => {
    const rows = await db
      .selectFrom('hardware')
      .select(['id', 'slug', 'name', 'category', 'summary'])
      .orderBy('sort_order')
      .execute();
    const data: HardwareItem[] = rows;
    return ok(data);
  });

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

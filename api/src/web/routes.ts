import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { hardwareItems, indexBanners, serviceProducts, websiteMenu } from './store';

/** No input: unknown query parameters (cache busters) are ignored. */
const noQuery = z.object({});

/**
 * The site's frame and home page content (docs/api.md table; SPEC §2, §7): `/web/index/*`, all
 * GET, public, served from the response cache (docs/api.md "Caching").
 */
export const webRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, cached }) => {
  const options = { schema: { querystring: noQuery }, ...cached };
  app.get('/web/index/getWebsiteMenu', options, async () => ok(await websiteMenu(db)));
  app.get('/web/index/getServerProduct', options, async () => ok(await serviceProducts(db)));
  app.get('/web/index/getIndexBanner', options, async () => ok(await indexBanners(db)));
  app.get('/web/index/list', options, async () => ok(await hardwareItems(db)));
};

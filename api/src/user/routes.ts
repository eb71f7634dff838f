import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authentication } from '../auth/authenticate';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { userInfo, userProfile } from './store';

/**
 * The logged-in user (docs/api.md table; SPEC §7 `/api/user/user/getUserInfo`, `/api/user/info`):
 * both need Authorization (401 `401`).
 */
export const userRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  const preHandler = authentication(app, { db, now });
  const options = { preHandler, schema: { querystring: z.object({}) } };
  app.get('/user/user/getUserInfo', options, async (request) =>
    ok(await userInfo(db, request.userId)),
  );
  app.get('/user/info', options, async (request) => ok(await userProfile(db, request.userId)));
};

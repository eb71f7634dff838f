import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserInfo } from '@xingheng/shared';
import { requireUserId } from '../auth/tokens';
import { unauthorized, ok } from '../errors';
import type { ApiRouteOptions } from './context';
import { countUnpaidServerOrders } from './orders';

/**
 * User info (docs/api.md, SPEC §3):
 * - GET /user/user/getUserInfo (Authorization) → UserInfo `{ phone, nickname,
 *   countNoPayServerOrder }` (unpaid service orders, status 0); HTTP 401 `{ code: 401 }` without a
 *   valid token.
 */
export const userRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  app.get('/user/user/getUserInfo', { schema: { querystring: z.object({}) } }, async (request) => {
    const userId = await requireUserId(db, request.headers.authorization, now());
    const user = await db
      .selectFrom('users')
      .select(['phone', 'nickname'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw unauthorized();
    const data: UserInfo = {
      phone: user.phone,
      nickname: user.nickname,
      countNoPayServerOrder: await countUnpaidServerOrders(db, userId),
    };
    return ok(data);
  });
};

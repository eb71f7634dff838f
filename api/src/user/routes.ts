import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskPhone, type UserInfo, type UserProfile } from '@xingheng/shared';
import { latestSubmission, toIdentityInfo } from '../identity/store';
import { requireUserId } from '../auth/tokens';
import { unauthorized, ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { countUnpaidServerOrders } from '../orders/routes';

/**
 * User info (docs/api.md, SPEC §3):
 * - GET /user/user/getUserInfo (Authorization) → UserInfo `{ phone, nickname,
 *   countNoPayServerOrder }` (unpaid service orders, status 0); HTTP 401 `{ code: 401 }` without a
 *   valid token.
 * - GET /user/info (Authorization) → UserProfile `{ phoneMasked: '138****8000', nickname,
 *   registeredAt: 'YYYY-MM-DD' (Beijing), identityStatus }` (SPEC §7 `/api/user/info`); 401.
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

  app.get('/user/info', { schema: { querystring: z.object({}) } }, async (request) => {
    const userId = await requireUserId(db, request.headers.authorization, now());
    const user = await db
      .selectFrom('users')
      .select(['phone', 'nickname', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw unauthorized();
    const data: UserProfile = {
      phoneMasked: maskPhone(user.phone),
      nickname: user.nickname,
      registeredAt: beijingDate(user.created_at),
      identityStatus: toIdentityInfo(await latestSubmission(db, userId)).status,
    };
    return ok(data);
  });
};

/** The calendar date in Beijing (UTC+8, no daylight saving) of an epoch-ms instant: `2026-11-24`. */
function beijingDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

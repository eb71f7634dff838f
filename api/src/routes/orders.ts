import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/types';
import { requireUserId } from '../auth/tokens';
import { ok } from '../errors';
import type { ApiRouteOptions } from './context';

/** Service order status "unpaid" (SPEC §4). */
const UNPAID = 0;

/** Number of a user's unpaid (status 0) service orders. */
export async function countUnpaidServerOrders(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('server_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', UNPAID)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Orders (docs/api.md):
 * - GET /order/orderHeader/countNoPayServerOrder (Authorization) → number of unpaid service
 *   orders; HTTP 401 `{ code: 401 }` without a valid token.
 */
export const orderRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/order/orderHeader/countNoPayServerOrder',
    { schema: { querystring: z.object({}) } },
    async (request) => {
      const userId = await requireUserId(db, request.headers.authorization, now());
      return ok(await countUnpaidServerOrders(db, userId));
    },
  );
};

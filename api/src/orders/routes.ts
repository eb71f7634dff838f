import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_STATUS, type ServiceQuote } from '@xingheng/shared';
import type { Database } from '../db/types';
import { requireUserId } from '../auth/tokens';
import { ok, unauthorized } from '../errors';
import { resetAccountPassword } from './accounts';
import { cancelOwnOrder, confirmOwnReceipt } from './customerMoves';
import { orderDetail } from './detail';
import { createHardwareOrder, hardwareProduct } from './hardware';
import { serviceOrderOptions } from './options';
import { priceServiceOrder } from './pricing';
import * as schemas from './schemas';
import { createServiceOrder } from './serviceOrders';
import { applyTrial, trialInfo } from './trial';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';

/** Number of a user's unpaid (status 0) service orders. */
export async function countUnpaidServerOrders(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('server_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', SERVICE_STATUS.unpaid)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Orders (docs/api.md "Orders and payments", SPEC §7 `/api/order/*`; wire types in
 * shared/src/types/order.ts). All need Authorization, checked before the input (401 `401`); bad
 * input 400 `40001` naming the field, nothing written; money integer fen, prices from the server's
 * tables only (unknown body fields such as `amountCents` are dropped).
 * - GET /order/orderHeader/countNoPayServerOrder → number of unpaid service orders.
 * - GET /order/trial/info `?serviceId=` → `TrialInfo`; 404 `40401` unknown service.
 * - POST /order/trial/apply `TrialApplication` → `TrialResult` (passwords shown once; a repeated
 *   key: same order, `passwords: []`); 400 `40070` second trial of a service.
 * - GET /order/serviceOrder/options `?serviceId=&accountName=` → `ServiceOrderOptions`.
 * - POST /order/serviceOrder/quote `ServiceOrderConfig` → `ServiceQuote`; 400 `40071` not offered,
 *   `40074` account not the user's, `40075` renewal of an account not activated.
 * - POST /order/serviceOrder/create `ServiceOrderInput` → `CreatedOrder` (status 0, 30 min).
 * - GET /order/hardware/product `?slug=` → `HardwareProduct`; 404 `40401`, 400 `40072`.
 * - POST /order/hardware/create `HardwareOrderInput` → `CreatedOrder`; 400 `40072`, `40073`.
 * - GET /order/detail `?orderNo=` → `OrderDetail`; 404 `40401` unknown or another user's.
 * - POST /order/cancel `{ orderNo }` → null (service 0 → 3, hardware 0 → 2, its pending payments
 *   closed); 409 `40900` otherwise.
 * - POST /order/hardware/confirmReceipt `{ orderNo }` → null (3 → 4); 409 `40900` otherwise.
 * - POST /order/serviceAccount/resetPassword `{ accountName }` → `ServiceAccountSecret` (shown
 *   once); 404 `40401`; 10 an hour per address (429 `42900`).
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

  /** The user of each authenticated request, set before its input is validated. */
  const users = new WeakMap<FastifyRequest, number>();
  const preValidation = async (request: FastifyRequest): Promise<void> => {
    users.set(request, await requireUserId(db, request.headers.authorization, now()));
  };
  const userOf = (request: FastifyRequest): number => {
    const userId = users.get(request);
    if (userId === undefined) throw unauthorized();
    return userId;
  };

  app.get(
    '/order/trial/info',
    { preValidation, schema: { querystring: schemas.trialInfoQuery } },
    async (request) => ok(await trialInfo(db, userOf(request), request.query.serviceId)),
  );

  app.post(
    '/order/trial/apply',
    { preValidation, schema: { body: schemas.trialApplicationBody } },
    async (request) => ok(await applyTrial(db, userOf(request), request.body, now().getTime())),
  );

  app.get(
    '/order/serviceOrder/options',
    { preValidation, schema: { querystring: schemas.serviceOptionsQuery } },
    async (request) => {
      const { serviceId, accountName } = request.query;
      return ok(await serviceOrderOptions(db, userOf(request), serviceId, accountName));
    },
  );

  app.post(
    '/order/serviceOrder/quote',
    { preValidation, schema: { body: schemas.serviceOrderConfigBody } },
    async (request) => {
      const priced = await priceServiceOrder(db, userOf(request), request.body);
      const data: ServiceQuote = {
        unitPriceCents: priced.unitPriceCents,
        amountCents: priced.amountCents,
      };
      return ok(data);
    },
  );

  app.post(
    '/order/serviceOrder/create',
    { preValidation, schema: { body: schemas.serviceOrderInputBody } },
    async (request) =>
      ok(await createServiceOrder(db, userOf(request), request.body, now().getTime())),
  );

  app.get(
    '/order/hardware/product',
    { preValidation, schema: { querystring: schemas.hardwareProductQuery } },
    async (request) => ok(await hardwareProduct(db, request.query.slug)),
  );

  app.post(
    '/order/hardware/create',
    { preValidation, schema: { body: schemas.hardwareOrderBody } },
    async (request) =>
      ok(await createHardwareOrder(db, userOf(request), request.body, now().getTime())),
  );

  app.get(
    '/order/detail',
    { preValidation, schema: { querystring: schemas.orderNoObject } },
    async (request) => ok(await orderDetail(db, userOf(request), request.query.orderNo)),
  );

  app.post(
    '/order/cancel',
    { preValidation, schema: { body: schemas.orderNoObject } },
    async (request) => {
      await cancelOwnOrder(db, userOf(request), request.body.orderNo, now().getTime());
      return ok(null);
    },
  );

  app.post(
    '/order/hardware/confirmReceipt',
    { preValidation, schema: { body: schemas.orderNoObject } },
    async (request) => {
      await confirmOwnReceipt(db, userOf(request), request.body.orderNo, now().getTime());
      return ok(null);
    },
  );

  app.post(
    '/order/serviceAccount/resetPassword',
    {
      config: { rateLimit: RATE_LIMITS.serviceAccountPassword },
      preValidation,
      schema: { body: schemas.accountNameBody },
    },
    async (request) =>
      ok(await resetAccountPassword(db, userOf(request), request.body.accountName)),
  );
};

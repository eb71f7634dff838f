import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceQuote } from '@xingheng/shared';
import { authentication } from '../auth/authenticate';
import { ok } from '../errors';
import { resetAccountPassword } from './accounts';
import { cancelOwnOrder, confirmOwnReceipt } from './customerMoves';
import { orderDetail } from './detail';
import { createHardwareOrder, hardwareProduct } from './hardware';
import { serviceOrderOptions } from './options';
import { priceServiceOrder } from './pricing';
import * as schemas from './schemas';
import { countUnpaidServerOrders, createServiceOrder } from './serviceOrders';
import { applyTrial, trialInfo } from './trial';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';

/**
 * Orders (docs/api.md "Orders and payments" for each endpoint's input, answer and failures; SPEC
 * §7 `/api/order/*`, §4 statuses). Every route needs Authorization, checked before the input so
 * an anonymous caller learns nothing of the rules (401 `401`); prices come from the server's
 * tables only, unknown body fields such as `amountCents` are dropped.
 */
export const orderRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  const preValidation = authentication(app, { db, now });

  app.get(
    '/order/orderHeader/countNoPayServerOrder',
    { preValidation, schema: { querystring: z.object({}) } },
    async (request) => ok(await countUnpaidServerOrders(db, request.userId)),
  );

  app.get(
    '/order/trial/info',
    { preValidation, schema: { querystring: schemas.trialInfoQuery } },
    async (request) => ok(await trialInfo(db, request.userId, request.query.serviceId)),
  );

  app.post(
    '/order/trial/apply',
    { preValidation, schema: { body: schemas.trialApplicationBody } },
    async (request) => ok(await applyTrial(db, request.userId, request.body, now().getTime())),
  );

  app.get(
    '/order/serviceOrder/options',
    { preValidation, schema: { querystring: schemas.serviceOptionsQuery } },
    async (request) => {
      const { serviceId, accountName } = request.query;
      return ok(await serviceOrderOptions(db, request.userId, serviceId, accountName));
    },
  );

  app.post(
    '/order/serviceOrder/quote',
    { preValidation, schema: { body: schemas.serviceOrderConfigBody } },
    async (request) => {
      const priced = await priceServiceOrder(db, request.userId, request.body);
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
      ok(await createServiceOrder(db, request.userId, request.body, now().getTime())),
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
      ok(await createHardwareOrder(db, request.userId, request.body, now().getTime())),
  );

  app.get(
    '/order/detail',
    { preValidation, schema: { querystring: schemas.orderNoObject } },
    async (request) => ok(await orderDetail(db, request.userId, request.query.orderNo)),
  );

  app.post(
    '/order/cancel',
    { preValidation, schema: { body: schemas.orderNoObject } },
    async (request) => {
      await cancelOwnOrder(db, request.userId, request.body.orderNo, now().getTime());
      return ok(null);
    },
  );

  app.post(
    '/order/hardware/confirmReceipt',
    { preValidation, schema: { body: schemas.orderNoObject } },
    async (request) => {
      await confirmOwnReceipt(db, request.userId, request.body.orderNo, now().getTime());
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
    async (request) => ok(await resetAccountPassword(db, request.userId, request.body.accountName)),
  );
};

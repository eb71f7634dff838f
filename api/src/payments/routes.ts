import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/types';
import { authentication } from '../auth/authenticate';
import { ok } from '../errors';
import { paymentUnavailable } from './failures';
import type { PaymentGateway } from './gateway';
import { handleNotify } from './notify';
import { payOrder } from './pay';
import { ownPaymentState } from './store';
import { walletBalance } from './wallet';
import type { ApiRouteOptions } from '../http/context';

/** `POST /order/pay` per IP: 60 a minute (codes are not to be guessed by the thousand). */
const PAY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Largest notification body accepted (bytes): real ones are a few hundred. */
export const NOTIFY_BODY_LIMIT = 16 * 1024;

const PayBody = z.object({
  orderNo: z.string().trim().min(1).max(32),
  payType: z.literal([1, 2, 3, 4, 5, 6]),
  code: z.string().trim().min(4).max(64).optional(),
});

/**
 * `POST /api/pay/notify/{channel}` in a scope of its own, where every body is kept raw (a
 * Buffer, at most 16 KB) for the signature check. Server to server: no login, no rate limit.
 */
const notifyScope: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  now: () => Date;
  gateway: PaymentGateway | null;
}> = async (app, { db, now, gateway }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/pay/notify/:channel',
    { schema: { params: z.object({ channel: z.enum(['alipay', 'wechat']) }) } },
    async (request, reply) => {
      if (!gateway) throw paymentUnavailable();
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { ack, outcome } = await handleNotify(db, gateway, {
        channel: request.params.channel,
        rawBody,
        headers: request.headers,
        nowMs: now().getTime(),
      });
      request.log.info({ outcome }, 'payment notify stored');
      return reply.status(200).type(ack.contentType).send(ack.body);
    },
  );
};

/**
 * Payments (docs/api.md "Payments"; SPEC §3 pay types, §4 order statuses):
 * - GET /order/wallet (Authorization) → `Wallet` `{ balanceCents }`;
 * - POST /order/pay (Authorization) `PayInput` → `PayResult`: 400 `40001`, 404 `40401`, 409
 *   `40900`, 400 `40080`–`40084`, 503 `50301`, 429 `42900` beyond 60 a minute per IP;
 * - GET /order/payment/status?paymentNo= (Authorization) → `PaymentState` of the user's own
 *   payment, else 404 `40401`;
 * - POST /pay/notify/{alipay|wechat}: the gateway's signed notification → the gateway's success
 *   body once stored; 400 `40085` forged / stale / unknown payment, 400 `40086` amount or trade
 *   differs (nothing changes in either case), 413 over 16 KB, 500 when storing failed (the gateway
 *   retries), 503 `50301` without a gateway.
 */
export const paymentRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, options) => {
  const { db, now, paymentGateway, publicOrigin } = options;
  const preHandler = authentication(app, { db, now });

  app.get('/order/wallet', { preHandler, schema: { querystring: z.object({}) } }, async (request) =>
    ok({ balanceCents: await walletBalance(db, request.userId) }),
  );

  app.post(
    '/order/pay',
    { preHandler, schema: { body: PayBody }, config: { rateLimit: PAY_RATE_LIMIT } },
    async (request) => {
      const { orderNo, payType, code } = request.body;
      const input = { orderNo, payType, ...(code !== undefined ? { code } : {}) };
      const deps = { db, gateway: paymentGateway, now, log: request.log };
      return ok(await payOrder(deps, request.userId, input, publicOrigin));
    },
  );

  app.get(
    '/order/payment/status',
    {
      preHandler,
      schema: { querystring: z.object({ paymentNo: z.string().trim().min(1).max(32) }) },
    },
    async (request) => ok(await ownPaymentState(db, request.userId, request.query.paymentNo)),
  );

  await app.register(notifyScope, { db, now, gateway: paymentGateway });
};

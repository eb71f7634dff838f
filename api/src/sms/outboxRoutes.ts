import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';

/**
 * The dev SMS outbox (docs/api.md "SMS codes"), registered only when the outbox setting is on
 * (`XH_SMS_OUTBOX=1`, or `apiPlugin`'s `smsOutbox: true`); otherwise the path answers 404 `40400`
 * like any unknown one.
 * - GET /dev/sms/outbox `?phone=` → `{ list: SmsOutboxEntry[] }` (`{ phone, purpose, text, code,
 *   sentAt }`), newest first, the last 200 messages of this process.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { smsOutbox },
) => {
  if (!smsOutbox) return;
  app.get(
    '/dev/sms/outbox',
    { schema: { querystring: z.object({ phone: z.string().trim().max(20).optional() }) } },
    async (request) => ok({ list: smsOutbox.list(request.query.phone) }),
  );
};

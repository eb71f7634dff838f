import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOBILE_PATTERN, type LoginResult } from '@xingheng/shared';
import { admitPasswordAttempt, loginWithPassword } from './passwordLogin';
import { revokeToken } from './tokens';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';

/** Tencent's tickets run to a few hundred characters. */
const ticketField = z.string().trim().min(1).max(2048);
const randField = z.string().trim().min(1).max(64);

const loginBody = z.object({
  phone: z.string().trim().regex(MOBILE_PATTERN),
  password: z.string().min(1).max(64),
  ticket: ticketField,
  rand: randField,
});

/**
 * Login area (docs/api.md, SPEC §5 and §7):
 * - POST /user/login/verifyTicket `{ ticket, randstr }` → `{ valid: true }`, using up a ticket of
 *   the active captcha provider (built-in: once, within 2 minutes; Tencent's: confirmed by Tencent);
 *   400 `40010` otherwise (docs/api.md "Captcha").
 * - POST /user/login/login `{ phone, password, ticket, rand }` → `{ token }`. Order: validate input
 *   (400 `40001`, nothing written) → the throttle of this phone from this address (docs/api.md
 *   "Account lockout": 429 `42903` `{ retryAfter }` during the progressive delay, 423 `42300`
 *   while locked; the ticket is not used) → use up the captcha ticket of the active provider (400
 *   `40010`) → check phone and password (400 `40012`, the same answer and work for an unknown
 *   phone; the 10th failure from one address answers 423 `42300`; audited) → issue a 12-hour
 *   token. 10 a minute per IP (429 `42900`).
 * - POST /user/login/logout (Authorization) → null; revokes the token if there is one.
 */
export const loginRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, now, captcha },
) => {
  app.post(
    '/user/login/verifyTicket',
    { schema: { body: z.object({ ticket: ticketField, randstr: randField }) } },
    async (request) => {
      await captcha.requireTicket(request.body.ticket, request.body.randstr, request.ip);
      return ok({ valid: true as const });
    },
  );

  app.post(
    '/user/login/login',
    { config: { rateLimit: RATE_LIMITS.login }, schema: { body: loginBody } },
    async (request) => {
      const { phone, password, ticket, rand } = request.body;
      const at = now();
      const keys = await admitPasswordAttempt(db, { phone, ip: request.ip }, at);
      await captcha.requireTicket(ticket, rand, request.ip);
      const token = await loginWithPassword(db, { phone, password, ip: request.ip, keys }, at);
      const data: LoginResult = { token };
      return ok(data);
    },
  );

  app.post('/user/login/logout', { schema: { body: z.unknown() } }, async (request) => {
    await revokeToken(db, request.headers.authorization, now());
    return ok(null);
  });
};

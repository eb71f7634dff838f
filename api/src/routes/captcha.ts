import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaResult, SliderChallenge } from '@xingheng/shared';
import { createChallenge, verifyAttempt } from '../captcha/slider';
import { ApiError, ERROR_CODES, ok } from '../errors';
import type { ApiRouteOptions } from './context';
import { RATE_LIMITS } from './rateLimits';

const verifyBody = z.object({
  challengeId: z.string().min(1).max(64),
  position: z.number().min(0).max(1),
  durationMs: z.number().int().min(0).max(600_000),
});

/**
 * Refuses a request that carries a body (a non-zero `Content-Length` or any chunked body) with 400
 * `40003` before it is read: the challenge endpoint takes none (docs/api.md).
 * @throws ApiError 400 `{ code: 40003, msg: '此接口不接受请求内容' }`
 */
export async function refuseBody(request: FastifyRequest): Promise<void> {
  const length = request.headers['content-length'];
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (chunked || (length !== undefined && length !== '0')) {
    throw new ApiError(400, ERROR_CODES.bodyNotAllowed, BODY_NOT_ALLOWED_MSG);
  }
}

/** Message of a body sent to an endpoint that takes none. */
export const BODY_NOT_ALLOWED_MSG = '此接口不接受请求内容';

/**
 * Built-in slider captcha (SPEC §5, docs/api.md), 30 calls a minute per IP each (429 `42900`):
 * - POST /captcha/slider/challenge (no body: 400 `40003` with one) → SliderChallenge
 *   `{ challengeId, target, tolerance, expiresInSec }`
 * - POST /captcha/slider/verify `{ challengeId, position (0–1), durationMs }` → CaptchaResult
 *   `{ ret, ticket, randstr }` (ret 0 passed; 1 wrong position or faster than 300 ms; 2 challenge
 *   unknown, used or expired); 400 `40001` on bad input.
 */
export const captchaRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/captcha/slider/challenge',
    { config: { rateLimit: RATE_LIMITS.captcha }, onRequest: refuseBody },
    async () => {
      const data: SliderChallenge = await createChallenge(db, now());
      return ok(data);
    },
  );

  app.post(
    '/captcha/slider/verify',
    { config: { rateLimit: RATE_LIMITS.captcha }, schema: { body: verifyBody } },
    async (request) => {
      const data: CaptchaResult = await verifyAttempt(db, request.body, now());
      return ok(data);
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaResult, SliderChallenge } from '@xingheng/shared';
import { createChallenge, verifyAttempt } from '../captcha/slider';
import { ok } from '../errors';
import type { ApiRouteOptions } from './context';
import { RATE_LIMITS } from './rateLimits';

const verifyBody = z.object({
  challengeId: z.string().min(1).max(64),
  position: z.number().min(0).max(1),
  durationMs: z.number().int().min(0).max(600_000),
});

/**
 * Built-in slider captcha (SPEC §5, docs/api.md), 30 calls a minute per IP each (429 `42900`):
 * - POST /captcha/slider/challenge → SliderChallenge `{ challengeId, target, tolerance, expiresInSec }`
 * - POST /captcha/slider/verify `{ challengeId, position (0–1), durationMs }` → CaptchaResult
 *   `{ ret, ticket, randstr }` (ret 0 passed; 1 wrong position or faster than 300 ms; 2 challenge
 *   unknown, used or expired); 400 `40001` on bad input.
 */
export const captchaRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/captcha/slider/challenge',
    { config: { rateLimit: RATE_LIMITS.captcha }, schema: { body: z.unknown() } },
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

import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaResult, SliderChallenge } from '@xingheng/shared';
import { challengeAnswer, createChallenge, verifyAttempt } from './slider';
import { TRACE_RULES } from './trace';
import { ApiError, ERROR_CODES, FRAMEWORK_MESSAGES, ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';

const tracePoint = z.object({
  t: z.number().int().min(0).max(600_000),
  x: z.number().min(0).max(1),
  by: z.enum(['pointer', 'key']),
});

const verifyBody = z.object({
  challengeId: z.string().min(1).max(64),
  trace: z.array(tracePoint).min(1).max(TRACE_RULES.maxPoints),
});

/** A trace of 1000 points is about 40 KiB of JSON. */
const VERIFY_BODY_LIMIT = 64 * 1024;

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
 * Built-in slider captcha (SPEC §5, docs/api.md "Captcha"), 30 calls a minute per IP each (429
 * `42900`). Both routes answer 404 `40400` '接口不存在' while the site's captcha provider is
 * Tencent's, and under `NODE_ENV=production` unless the built-in slider is allowed there.
 * Registering this plugin checks the captcha can serve at all: under `NODE_ENV=production` with
 * the built-in slider (not allowed) or Tencent's without its settings, the server refuses to start
 * (`captchaStartProblem`).
 * - POST /captcha/slider/challenge (no body: 400 `40003` with one) → SliderChallenge
 *   `{ challengeId, image (data:image/png;base64), imageWidth, imageHeight, pieceSize, pieceTop,
 *   expiresInSec }`: the notch exists only in the picture.
 * - POST /captcha/slider/verify `{ challengeId, trace: [{ t (ms), x (0–1), by }] }` → CaptchaResult
 *   `{ ret, ticket, randstr }` (ret 0 passed; 1 wrong end position or not a human trace; 2
 *   challenge unknown, used or expired); 400 `40001` on bad input, 413 over 64 KiB.
 */
export const captchaRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, captcha },
) => {
  const problem = await captcha.startProblem();
  if (problem) throw new Error(problem);
  const builtinOnly = async (): Promise<void> => {
    if (!captcha.builtinAllowed || (await captcha.provider()) !== 'builtin') {
      throw new ApiError(404, ERROR_CODES.notFoundPath, FRAMEWORK_MESSAGES.notFoundPath);
    }
  };

  app.post(
    '/captcha/slider/challenge',
    { config: { rateLimit: RATE_LIMITS.captcha }, onRequest: [builtinOnly, refuseBody] },
    async () => {
      const data: SliderChallenge = await createChallenge(db, captcha.now());
      return ok(data);
    },
  );

  app.post(
    '/captcha/slider/verify',
    {
      config: { rateLimit: RATE_LIMITS.captcha },
      bodyLimit: VERIFY_BODY_LIMIT,
      onRequest: builtinOnly,
      schema: { body: verifyBody },
    },
    async (request) => {
      const verdict = await verifyAttempt(db, request.body, captcha.now());
      if (verdict.problem) request.log.info({ problem: verdict.problem }, '滑块验证未通过');
      const data: CaptchaResult = verdict.result;
      return ok(data);
    },
  );

  if (!captcha.devAnswers) return;
  app.get(
    '/dev/captcha/answer',
    {
      config: { rateLimit: RATE_LIMITS.captcha },
      onRequest: builtinOnly,
      schema: { querystring: z.object({ challengeId: z.string().min(1).max(64) }) },
    },
    async (request) => {
      const position = await challengeAnswer(db, request.query.challengeId, captcha.now());
      if (position === null) {
        throw new ApiError(404, ERROR_CODES.notFoundDoc, '验证码不存在或已失效');
      }
      return ok({ position });
    },
  );
};

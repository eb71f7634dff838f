import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOBILE_PATTERN, type LoginResult, type SmsSendResult } from '@xingheng/shared';
import { recordAuthEvent } from '../audit/events';
import { issueToken } from './tokens';
import { ApiError, ERROR_CODES, ok } from '../errors';
import { consumeSmsCode, SMS_CODE_INVALID_MSG } from '../sms/codes';
import { NOT_REGISTERED_TEXT } from '../sms/purposes';
import { sendSms } from '../sms/service';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';

const phoneField = z.string().trim().regex(MOBILE_PATTERN);
const ticketField = z.string().trim().min(1).max(2048);
const randField = z.string().trim().min(1).max(64);
const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: '短信验证码（code）须为 6 位数字' });

/**
 * SMS-code login (docs/api.md "SMS codes", SPEC §7):
 * - POST /user/sms/sendLoginSms `{ phone, ticket, rand }` → SmsSendResult `{ resendInSec: 60,
 *   expiresInSec: 300 }`. Captcha first (400 `40010`, SPEC §5). A phone with an account gets a
 *   6-digit login code; one without gets a notice and no code (same answer and the same work, so
 *   the endpoint does not tell who has an account). Limits: one SMS per phone every 60 s (429
 *   `42901`), 10 per phone in 24 hours (429 `42902`), 20 an hour per IP (429 `42900`).
 * - POST /user/login/smsCodeLogin `{ phone, code, ticket, rand }` → `{ token }`. Order: validate
 *   (400 `40001`) → use up the captcha ticket (400 `40010`) → use the newest login code of the
 *   phone (400 `40020` wrong, with tries left; 400 `40021` expired, used or voided) → 12-hour
 *   token. 10 a minute per IP (429 `42900`). Audited (`login_ok` / `login_failed`).
 */
export const smsLoginRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, now, sms, captcha },
) => {
  app.post(
    '/user/sms/sendLoginSms',
    {
      config: { rateLimit: RATE_LIMITS.sms },
      schema: { body: z.object({ phone: phoneField, ticket: ticketField, rand: randField }) },
    },
    async (request) => {
      const { phone, ticket, rand } = request.body;
      await captcha.requireTicket(ticket, rand, request.ip);
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      const data: SmsSendResult = await sendSms(
        { db, sender: sms, now },
        {
          phone,
          purpose: 'login',
          ip: request.ip,
          ...(user ? {} : { notice: NOT_REGISTERED_TEXT }),
        },
      );
      return ok(data);
    },
  );

  app.post(
    '/user/login/smsCodeLogin',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        body: z.object({
          phone: phoneField,
          code: codeField,
          ticket: ticketField,
          rand: randField,
        }),
      },
    },
    async (request) => {
      const { phone, code, ticket, rand } = request.body;
      const at = now();
      await captcha.requireTicket(ticket, rand, request.ip);
      const audit = { phone, ip: request.ip, at };
      try {
        await consumeSmsCode(db, { phone, purpose: 'login', code, now: at });
      } catch (error) {
        if (error instanceof ApiError) {
          const detail = error.code === ERROR_CODES.smsCodeWrong ? 'wrong_code' : 'code_invalid';
          await recordAuthEvent(db, { ...audit, kind: 'login_failed', outcome: 'refused', detail });
        }
        throw error;
      }
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      // Login codes go only to phones with an account; one deleted since is a dead code.
      if (!user) throw new ApiError(400, ERROR_CODES.smsCodeInvalid, SMS_CODE_INVALID_MSG);
      const data: LoginResult = { token: await issueToken(db, user.id, at) };
      await recordAuthEvent(db, {
        ...audit,
        userId: user.id,
        kind: 'login_ok',
        outcome: 'ok',
        detail: 'sms',
      });
      return ok(data);
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOBILE_PATTERN,
  passwordProblem,
  type LoginResult,
  type SmsSendResult,
  type SmsTicketResult,
} from '@xingheng/shared';
import { recordAuthEvent } from '../audit/events';
import { liftPhoneThrottle } from '../auth/loginThrottle';
import { hashPassword } from '../auth/passwords';
import { issueToken } from '../auth/tokens';
import { createUser, endAllSessions } from '../auth/users';
import { ApiError, ERROR_CODES, ok } from '../errors';
import { consumeSmsCode } from '../sms/codes';
import { ALREADY_REGISTERED_TEXT, NOT_REGISTERED_TEXT } from '../sms/purposes';
import { sendSms } from '../sms/service';
import {
  consumeSmsTicket,
  issueSmsTicket,
  SMS_TICKET_INVALID_MSG,
  SMS_TICKET_TTL_MS,
} from './smsTickets';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';
import { transact } from '../db/transaction';

const phone = z.string().trim().regex(MOBILE_PATTERN);
const captchaFields = {
  ticket: z.string().trim().min(1).max(2048),
  rand: z.string().trim().min(1).max(64),
};
const smsTicket = z.string().trim().min(1).max(64);
/** The shared rule (`passwordProblem`), its message naming the field for `validationMessage`. */
const password = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem)
    ctx.addIssue({ code: 'custom', message: problem.replace(/^密码/, '密码（password）') });
});

/**
 * Registration and password reset (docs/api.md "Registration and password reset", SPEC §7):
 * - POST /user/sms/sendRegisterSms `{ phone, ticket, rand }` → `SmsSendResult`: captcha first
 *   (400 `40010`), then a register code under the SMS limits (429 `42901`/`42902`; 20 an hour per
 *   IP, 429 `42900`); a phone that has an account gets a notice and no code, with the same answer
 *   and work (the send does not tell who is registered).
 * - POST /user/sms/sendResetPwdSms `{ phone, ticket, rand }` → `SmsSendResult`: captcha first; a
 *   phone without an account gets a notice and no code, with the same answer.
 * - POST /user/register/verifySmsCode `{ phone, code, purpose: 'register'|'reset' }` →
 *   `SmsTicketResult { smsTicket, expiresInSec: 600 }`: uses the code (400 `40020`/`40021`).
 * - POST /user/register/phoneRegister `{ phone, smsTicket, password, agree: true }` → `{ token }`:
 *   password 8–20 with letters and digits (400 `40001`), consent required (400 `40001`), the
 *   ticket (400 `40022`), a registered phone (400 `40040`; the ticket stays usable).
 * - POST /user/register/resetPassword `{ phone, smsTicket, password }` → null: new password,
 *   every token of the account revoked, the password lock lifted; audited.
 * verifySmsCode, phoneRegister and resetPassword: 10 a minute per IP (429 `42900`).
 */
export const registerRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, now, sms, captcha },
) => {
  const findUser = (number: string) =>
    db.selectFrom('users').select('id').where('phone', '=', number).executeTakeFirst();

  const sendBody = { body: z.object({ phone, ...captchaFields }) };
  type SendBody = z.infer<typeof sendBody.body>;
  /**
   * A code after a passed captcha; the phone's owner learns by SMS, not the caller by the answer,
   * whether an account exists (`notice` instead of a code, docs/api.md "SMS codes").
   */
  const sendCode = async (
    request: { body: SendBody; ip: string },
    purpose: 'register' | 'reset',
    noticeFor: (registered: boolean) => string | null,
  ): Promise<SmsSendResult> => {
    const { body, ip } = request;
    await captcha.requireTicket(body.ticket, body.rand, ip);
    const notice = noticeFor(Boolean(await findUser(body.phone)));
    return sendSms(
      { db, sender: sms, now },
      { phone: body.phone, purpose, ip, ...(notice ? { notice } : {}) },
    );
  };

  app.post(
    '/user/sms/sendRegisterSms',
    { config: { rateLimit: RATE_LIMITS.sms }, schema: sendBody },
    async (request) =>
      ok(
        await sendCode(request, 'register', (registered) =>
          registered ? ALREADY_REGISTERED_TEXT : null,
        ),
      ),
  );

  app.post(
    '/user/sms/sendResetPwdSms',
    { config: { rateLimit: RATE_LIMITS.sms }, schema: sendBody },
    async (request) =>
      ok(
        await sendCode(request, 'reset', (registered) => (registered ? null : NOT_REGISTERED_TEXT)),
      ),
  );

  app.post(
    '/user/register/verifySmsCode',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        body: z.object({
          phone,
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/, { error: '短信验证码（code）须为 6 位数字' }),
          purpose: z.enum(['register', 'reset']),
        }),
      },
    },
    async (request) => {
      const { body } = request;
      const at = now();
      await consumeSmsCode(db, {
        phone: body.phone,
        purpose: body.purpose,
        code: body.code,
        now: at,
      });
      const ticket = await issueSmsTicket(db, {
        phone: body.phone,
        purpose: body.purpose,
        now: at,
      });
      const data: SmsTicketResult = { smsTicket: ticket, expiresInSec: SMS_TICKET_TTL_MS / 1000 };
      return ok(data);
    },
  );

  app.post(
    '/user/register/phoneRegister',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        body: z.object({
          phone,
          smsTicket,
          password,
          agree: z.literal(true, { error: '请阅读并同意用户协议和隐私政策（agree）' }),
        }),
      },
    },
    async (request) => {
      const { body } = request;
      const at = now();
      const passwordHash = await hashPassword(body.password);
      const userId = await transact(db, async (trx) => {
        await consumeSmsTicket(trx, {
          ticket: body.smsTicket,
          phone: body.phone,
          purpose: 'register',
          now: at,
        });
        return createUser(trx, { phone: body.phone, passwordHash, termsAgreedAt: at }, at);
      });
      const audit = { phone: body.phone, ip: request.ip, at, userId };
      await recordAuthEvent(db, { ...audit, kind: 'registered', outcome: 'ok', detail: 'phone' });
      const data: LoginResult = { token: await issueToken(db, userId, at) };
      await recordAuthEvent(db, { ...audit, kind: 'login_ok', outcome: 'ok', detail: 'register' });
      return ok(data);
    },
  );

  app.post(
    '/user/register/resetPassword',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: { body: z.object({ phone, smsTicket, password }) },
    },
    async (request) => {
      const { body } = request;
      const at = now();
      const passwordHash = await hashPassword(body.password);
      const { userId, ended } = await transact(db, async (trx) => {
        await consumeSmsTicket(trx, {
          ticket: body.smsTicket,
          phone: body.phone,
          purpose: 'reset',
          now: at,
        });
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('phone', '=', body.phone)
          .executeTakeFirst();
        // Reset codes go only to phones with an account; one deleted since has nothing to reset.
        if (!user) throw new ApiError(400, ERROR_CODES.smsTicketInvalid, SMS_TICKET_INVALID_MSG);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
        return { userId: user.id, ended: await endAllSessions(trx, user.id, at) };
      });
      // The owner proved the phone: every address's delay and lock of it ends.
      await liftPhoneThrottle(db, body.phone);
      const audit = { phone: body.phone, ip: request.ip, at, userId, outcome: 'ok' } as const;
      await recordAuthEvent(db, { ...audit, kind: 'password_reset', detail: 'sms' });
      await recordAuthEvent(db, { ...audit, kind: 'sessions_ended', detail: `reset_${ended}` });
      return ok(null);
    },
  );
};

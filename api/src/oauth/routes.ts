import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOBILE_PATTERN,
  OAUTH_PATHS,
  type OAuthLoginResult,
  type OAuthUrlResult,
  type SmsSendResult,
} from '@xingheng/shared';
import { recordAuthEvent } from '../audit/events';
import { issueToken } from '../auth/tokens';
import { ApiError, ok } from '../errors';
import { bindPhone } from './bind';
import { browserNonce, callbackUri, ensureBrowserNonce } from './browser';
import { oauthErrors } from './errors';
import { OAUTH_PLATFORMS, PLATFORM_INFO } from './platforms';
import { OAuthExchangeError, type OAuthIdentity } from './provider';
import { boundUserId, consumeState, createState, issueBindTicket, readBindTicket } from './store';
import { sendSms } from '../sms/service';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';

/** Asking for an authorize URL writes a row: 30 a minute per IP. */
const URL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const phone = z.string().trim().regex(MOBILE_PATTERN);
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: '短信验证码（code）须为 6 位数字' });
const bindTicket = z.string().trim().min(1).max(128);
/** The captcha every SMS send needs (docs/api.md "SMS codes"). */
const captchaFields = {
  ticket: z.string().trim().min(1).max(2048),
  rand: z.string().trim().min(1).max(64),
};
/** A same-site path (`/…`, not `//…` nor `/\…`, no control characters), as `safeRedirect` takes. */
const sitePath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\p{Cc}]*$/u, { error: '跳转地址（redirect）须为本站路径' });

/**
 * WeChat and QQ login (SPEC §7, docs/api.md "WeChat and QQ login"):
 * - GET /user/login/oauthUrl `?platform=wechat|qq&redirect=/path` → `{ url }`: the provider's
 *   authorize page with the runtime config's app id, the login redirect URL (+ `platform=`) and a
 *   fresh `state` (10 minutes, once, this browser only: nonce cookie). 503 `50300` when the live
 *   provider has no app id. 30 a minute per IP.
 * - POST /user/login/weChatLogin, /user/login/QQLogin `{ code, state }` → `{ token, redirect }`
 *   when the provider account is bound, else `{ bindTicket, nickname, redirect }` (10 minutes,
 *   once).
 *   400 `40060` state, 400 `40061` code refused, 503 `50300` provider down. 10 a minute per IP.
 * - POST /user/sms/sendBindWxSms, /user/sms/sendBindQQSms `{ phone, bindTicket, ticket, rand }`
 *   → `SmsSendResult`: captcha first (400 `40010`, SPEC §5), then the bind ticket (400 `40062`); the
 *   SMS limits of docs/api.md "SMS codes"; 20 an hour per IP.
 * - POST /user/register/weChatLoginBindPhone, /user/register/qqLoginBindPhone
 *   `{ bindTicket, phone, code }` → `{ token, redirect }` (see `bindPhone`). 10 a minute per IP.
 */
export const oauthLoginRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, now, sms, oauth, publicOrigin, captcha },
) => {
  app.get(
    '/user/login/oauthUrl',
    {
      config: { rateLimit: URL_RATE_LIMIT },
      schema: {
        querystring: z.object({ platform: z.enum(OAUTH_PLATFORMS), redirect: sitePath.optional() }),
      },
    },
    async (request, reply) => {
      const { platform, redirect = '/' } = request.query;
      const site = await oauth.site();
      const appId = platform === 'wechat' ? site.wechatAppId : site.qqAppId;
      if (oauth.mode === 'live' && !appId) throw oauthErrors.unavailable(platform);
      const redirectUri = callbackUri(site.loginRedirectUrl, publicOrigin, platform);
      const browserNonce = ensureBrowserNonce(request, reply);
      const state = await createState(db, {
        platform,
        redirect,
        redirectUri,
        browserNonce,
        now: now(),
      });
      reply.header('Cache-Control', 'no-store');
      const data: OAuthUrlResult = {
        url: oauth.providers[platform].authorizeUrl({ appId, redirectUri, state }),
      };
      return ok(data);
    },
  );

  for (const platform of OAUTH_PLATFORMS) {
    const paths = OAUTH_PATHS[platform];
    const provider = oauth.providers[platform];

    app.post(
      paths.login,
      {
        config: { rateLimit: RATE_LIMITS.login },
        schema: {
          body: z.object({
            code: z.string().trim().min(1).max(512),
            state: z.string().trim().min(1).max(128),
          }),
        },
      },
      async (request) => {
        const at = now();
        const audit = { ip: request.ip, at };
        const refuse = async (error: ApiError, detail: string) => {
          await recordAuthEvent(db, { ...audit, kind: 'login_failed', outcome: 'refused', detail });
          return error;
        };
        const { code, state } = request.body;
        let found: { redirect: string; redirectUri: string };
        try {
          found = await consumeState(db, {
            state,
            platform,
            browserNonce: browserNonce(request),
            now: at,
          });
        } catch (error) {
          if (error instanceof ApiError) throw await refuse(error, `${platform}_state`);
          throw error;
        }
        const site = await oauth.site();
        const appId = platform === 'wechat' ? site.wechatAppId : site.qqAppId;
        let identity: OAuthIdentity;
        try {
          identity = await provider.exchange({ code, appId, redirectUri: found.redirectUri });
        } catch (error) {
          if (!(error instanceof OAuthExchangeError)) throw error;
          if (error.reason === 'refused') {
            throw await refuse(oauthErrors.codeRefused(platform), `${platform}_code`);
          }
          throw await refuse(oauthErrors.unavailable(platform), `${platform}_unavailable`);
        }
        const userId = await boundUserId(db, platform, identity.openid);
        let data: OAuthLoginResult;
        if (userId === undefined) {
          const ticket = await issueBindTicket(db, {
            platform,
            identity,
            redirect: found.redirect,
            now: at,
          });
          data = { bindTicket: ticket, nickname: identity.nickname, redirect: found.redirect };
        } else {
          data = { token: await issueToken(db, userId, at), redirect: found.redirect };
          await recordAuthEvent(db, {
            ...audit,
            userId,
            kind: 'login_ok',
            outcome: 'ok',
            detail: platform,
          });
        }
        return ok(data);
      },
    );

    app.post(
      paths.sendSms,
      {
        config: { rateLimit: RATE_LIMITS.sms },
        schema: { body: z.object({ phone, bindTicket, ...captchaFields }) },
      },
      async (request) => {
        const { body } = request;
        await captcha.requireTicket(body.ticket, body.rand, request.ip);
        await readBindTicket(db, { ticket: body.bindTicket, platform, now: now() });
        const data: SmsSendResult = await sendSms(
          { db, sender: sms, now },
          { phone: body.phone, purpose: PLATFORM_INFO[platform].smsPurpose, ip: request.ip },
        );
        return ok(data);
      },
    );

    app.post(
      paths.bind,
      {
        config: { rateLimit: RATE_LIMITS.login },
        schema: { body: z.object({ bindTicket, phone, code: smsCode }) },
      },
      async (request) => {
        const { body } = request;
        const data = await bindPhone(db, { ...body, platform, ip: request.ip, now: now() });
        return ok(data);
      },
    );
  }
};

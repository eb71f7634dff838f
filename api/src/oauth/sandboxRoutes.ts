import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OAuthPlatform } from '@xingheng/shared';
import { OAUTH_PLATFORMS } from './platforms';
import { issueSandboxCode, sandboxAuthorizePath, sandboxIdentity } from './sandbox';
import {
  SANDBOX_CSS,
  SANDBOX_CSS_PATH,
  sandboxAuthorizePage,
  sandboxErrorPage,
} from './sandboxPage';
import { checkFreeText } from '../validation/freeText';
import type { ApiRouteOptions } from '../http/context';
import { sendHtml } from '../http/html';

/** The sandbox page is a person's click: 30 a minute per IP, each way. */
const SANDBOX_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The parameters of an authorize request, as the real provider of the platform names them. */
interface AuthorizeParams {
  appId: string;
  redirectUri: string;
  state: string;
}

type Params = Record<string, string | undefined>;

/**
 * Checks an authorize request as the real provider would, plus the sandbox's own rule: the
 * redirect_uri must be on this site (same origin, or a path), so the sandbox never hands a code to
 * another site.
 * @returns the parameters, or the Chinese reason it is refused
 */
function authorizeParams(
  platform: OAuthPlatform,
  params: Params,
  origin: string,
): AuthorizeParams | string {
  const appId = (platform === 'wechat' ? params.appid : params.client_id) ?? '';
  const redirectUri = params.redirect_uri ?? '';
  const state = params.state ?? '';
  if (params.response_type !== undefined && params.response_type !== 'code') {
    return 'response_type 只能是 code';
  }
  if (platform === 'wechat' && params.scope !== undefined && params.scope !== 'snsapi_login') {
    return 'scope 只能是 snsapi_login';
  }
  if (appId.length > 64 || state.length > 128) return '参数过长';
  if (!sameSite(redirectUri, origin))
    return 'redirect_uri 缺失，或不是本站地址（沙盒只回跳到本站）';
  return { appId, redirectUri, state };
}

/** True for a path of this site (`/login?…`) or an absolute URL with this origin. */
function sameSite(uri: string, origin: string): boolean {
  if (!uri || uri.length > 1024 || /\p{Cc}/u.test(uri)) return false;
  if (uri.startsWith('/')) return !uri.startsWith('//') && !uri.startsWith('/\\');
  try {
    return new URL(uri).origin === origin;
  } catch {
    return false;
  }
}

/**
 * `redirect_uri` with the answer's parameters added, as the real providers do it; a path stays a
 * path.
 */
function redirectWith(redirectUri: string, origin: string, answer: Record<string, string>): string {
  const url = new URL(redirectUri, origin);
  for (const [key, value] of Object.entries(answer)) url.searchParams.set(key, value);
  return redirectUri.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

/** A sandbox user's name: 1–32 characters, one line, under the free-text rule (`freeText`). */
function userName(value: string | undefined): string | null {
  return (
    checkFreeText({ label: '沙盒用户', field: 'user', min: 1, max: 32 }, value ?? '').value ?? null
  );
}

/**
 * The local sandbox provider's pages (docs/api.md "WeChat and QQ login"), registered only while
 * the sandbox is the provider (else the paths answer 404 `40400`):
 * - GET /dev/oauth/wechat/authorize, /dev/oauth/qq/authorize with the real provider's parameters (WeChat `appid`,
 *   `redirect_uri`, `response_type=code`, `scope=snsapi_login`, `state`; QQ `response_type=code`,
 *   `client_id`, `redirect_uri`, `state`) → an HTML page: a sandbox user's name, 同意授权, 拒绝.
 *   A redirect_uri that is not this site's → HTTP 400 page.
 * - POST the same path (form) → 302 to `redirect_uri?…&code=…&state=…` (a code: once, 5 minutes),
 *   or `?…&error=access_denied&state=…` for 拒绝; a bad name → the page again with HTTP 400.
 * - GET /dev/oauth/sandbox.css → its stylesheet (no inline style or script: the site's CSP).
 */
export const oauthSandboxRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, now, oauth, publicOrigin },
) => {
  if (oauth.mode !== 'sandbox') return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(SANDBOX_CSS_PATH.replace(/^\/api/, ''), async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(SANDBOX_CSS),
  );

  for (const platform of OAUTH_PLATFORMS) {
    const action = sandboxAuthorizePath(platform);
    const route = action.replace(/^\/api/, '');

    // Same-site means the site's public origin, never the host the request names.
    const readRequest = (params: Params) => ({
      origin: publicOrigin,
      checked: authorizeParams(platform, params, publicOrigin),
    });

    app.get(route, { config: { rateLimit: SANDBOX_RATE_LIMIT } }, async (request, reply) => {
      const { checked } = readRequest(request.query as Params);
      if (typeof checked === 'string')
        return sendHtml(reply, 400, sandboxErrorPage(platform, checked));
      return sendHtml(
        reply,
        200,
        sandboxAuthorizePage({ platform, action, ...checked, user: '沙盒用户' }),
      );
    });

    app.post(route, { config: { rateLimit: SANDBOX_RATE_LIMIT } }, async (request, reply) => {
      const form = (request.body ?? {}) as Params;
      const { origin, checked } = readRequest(form);
      if (typeof checked === 'string')
        return sendHtml(reply, 400, sandboxErrorPage(platform, checked));
      const { redirectUri, state } = checked;
      if (form.decision === 'deny') {
        return reply.redirect(
          redirectWith(redirectUri, origin, { error: 'access_denied', state }),
          302,
        );
      }
      const name = userName(form.user);
      if (name === null) {
        const page = sandboxAuthorizePage({
          platform,
          action,
          ...checked,
          user: form.user ?? '',
          error: '请填写沙盒用户名称（1–32 个字符）',
        });
        return sendHtml(reply, 400, page);
      }
      const code = await issueSandboxCode(db, {
        platform,
        redirectUri,
        identity: sandboxIdentity(platform, name),
        now: now(),
      });
      return reply.redirect(redirectWith(redirectUri, origin, { code, state }), 302);
    });
  }
};

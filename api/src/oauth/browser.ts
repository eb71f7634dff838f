import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthPlatform } from '@xingheng/shared';
import { OAUTH_TTL } from './platforms';
import { ONE_TIME_VALUE, randomToken } from './secrets';

/**
 * The cookie that ties a login's `state` to the browser that asked for it (docs/api.md "WeChat
 * and QQ login"): HttpOnly, SameSite=Lax (the provider's redirect back is a top-level navigation),
 * only sent to `/api/user/login`, 10 minutes.
 */
export const OAUTH_NONCE_COOKIE = 'xh_oauth_nonce';
const COOKIE_PATH = '/api/user/login';

/** The nonce of the request's cookie, or null when it has none or a malformed one. */
export function browserNonce(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() !== OAUTH_NONCE_COOKIE) continue;
    const value = rest.join('=').trim();
    return ONE_TIME_VALUE.test(value) ? value : null;
  }
  return null;
}

/**
 * Keeps the browser's nonce (a fresh one when it has none) and sets its cookie for 10 more
 * minutes, so two login attempts in a row (微信, then QQ) both stay valid.
 * @returns the nonce
 */
export function ensureBrowserNonce(request: FastifyRequest, reply: FastifyReply): string {
  const nonce = browserNonce(request) ?? randomToken();
  const attributes = [
    `${OAUTH_NONCE_COOKIE}=${nonce}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${OAUTH_TTL.stateMs / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', attributes.join('; '));
  return nonce;
}

/**
 * The provider's `redirect_uri`: the runtime config's login redirect URL (SPEC §9; a path is
 * resolved against the site's public origin, never the request's host) with `platform=` added, so
 * the page it lands on knows which login to finish.
 * @param loginRedirectUrl e.g. `/login` or `https://www.example.com/login`
 * @param publicOrigin the site's public origin (docs/security.md "The public origin")
 * @returns an absolute URL, e.g. `https://www.example.com/login?platform=wechat`
 */
export function callbackUri(
  loginRedirectUrl: string,
  publicOrigin: string,
  platform: OAuthPlatform,
): string {
  const url = new URL(loginRedirectUrl || '/login', publicOrigin);
  url.searchParams.set('platform', platform);
  return url.toString();
}

import { z } from 'zod';
import { getAnswer, getJson } from './http';
import { liveProvider, type LiveProviderOptions } from './liveProvider';
import { cleanNickname, OAuthExchangeError, type OAuthProvider } from './provider';

/** QQ's website login (QQ 互联 网站应用). */
export const QQ_API = {
  authorize: 'https://graph.qq.com/oauth2.0/authorize',
  token: 'https://graph.qq.com/oauth2.0/token',
  me: 'https://graph.qq.com/oauth2.0/me',
  userInfo: 'https://graph.qq.com/user/get_user_info',
} as const;

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const meAnswer = z.object({ client_id: z.string(), openid: z.string().min(1).max(128) });
const userAnswer = z.object({ ret: z.number(), nickname: z.string().optional() });
const errorAnswer = z.object({ error: z.coerce.number() }).transform((answer) => answer.error);

/**
 * QQ's `error`s that mean the code itself is no good: 100019 (code to access token error),
 * 100020 (code reused). Any other is our configuration (100010 redirect_uri, 100009 secret, …).
 */
const CODE_REFUSED = new Set([100019, 100020]);

/**
 * The QQ authorize URL of a request: `authorize?response_type=code&client_id=…&redirect_uri=…&
 * state=…`.
 * @param base `QQ_API.authorize`, or the sandbox's page
 */
export function qqAuthorizeUrl(
  base: string,
  request: { appId: string; redirectUri: string; state: string },
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: request.appId,
    redirect_uri: request.redirectUri,
    state: request.state,
  });
  return `${base}?${query.toString()}`;
}

/**
 * The real QQ login (docs/api.md "WeChat and QQ login"): the authorize page, then
 * `oauth2.0/token` (client id, app key, code, the same redirect_uri), `oauth2.0/me` (the openid,
 * checked to belong to our app id) and `user/get_user_info` (the nickname). Every call asks for
 * JSON (`fmt=json`).
 * @param options the app key (server environment only; null: not configured, every code is
 *   refused as `unavailable`), the HTTP GET, its timeout (default 5 s) and the log (never given the key, code or token)
 */
export function qqProvider(
  options: LiveProviderOptions & { appKey: string | null },
): OAuthProvider {
  return liveProvider({
    platform: 'qq',
    name: 'QQ 登录',
    secretVariable: 'QQ_LOGIN_APP_KEY',
    secret: options.appKey,
    options,
    authorizeUrl: (request) => qqAuthorizeUrl(QQ_API.authorize, request),
    errors: { field: 'error', code: errorAnswer, refused: CODE_REFUSED },
    async exchange(calls, appKey, { code, appId, redirectUri }) {
      const { call, log, timeoutMs } = calls;
      const { access_token: accessToken } = await getAnswer(
        calls,
        QQ_API.token,
        {
          grant_type: 'authorization_code',
          client_id: appId,
          client_secret: appKey,
          code,
          redirect_uri: redirectUri,
          fmt: 'json',
        },
        'qq token',
        tokenAnswer,
      );
      const me = await getAnswer(
        calls,
        QQ_API.me,
        { access_token: accessToken, fmt: 'json' },
        'qq me',
        meAnswer,
      );
      if (me.client_id !== appId) {
        log.warn({ call: 'qq me' }, 'QQ 登录的 access_token 不属于本应用，已拒绝');
        throw new OAuthExchangeError('refused', 'qq token of another app');
      }
      const { openid } = me;
      const userQuery = new URLSearchParams({
        access_token: accessToken,
        oauth_consumer_key: appId,
        openid,
      });
      const user = await getJson(
        call,
        `${QQ_API.userInfo}?${userQuery.toString()}`,
        'qq user',
        log,
        timeoutMs,
      );
      const userOk = userAnswer.safeParse(user);
      // The nickname is a courtesy: a failed profile call still logs the person in.
      const nickname = userOk.success && userOk.data.ret === 0 ? userOk.data.nickname : '';
      return { openid, nickname: cleanNickname(nickname) };
    },
  });
}

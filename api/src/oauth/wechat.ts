import { z } from 'zod';
import { getAnswer } from './http';
import {
  cleanNickname,
  OAuthExchangeError,
  type OAuthFetch,
  type OAuthLog,
  type OAuthProvider,
} from './provider';

/** WeChat's website login (微信开放平台 网站应用微信登录). */
export const WECHAT_API = {
  authorize: 'https://open.weixin.qq.com/connect/qrconnect',
  accessToken: 'https://api.weixin.qq.com/sns/oauth2/access_token',
  userInfo: 'https://api.weixin.qq.com/sns/userinfo',
} as const;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1).max(128),
  unionid: z.string().min(1).max(128).optional(),
});
const userAnswer = z.object({
  openid: z.string().min(1).max(128),
  nickname: z.string().optional(),
  unionid: z.string().min(1).max(128).optional(),
});
const errorAnswer = z.object({ errcode: z.number(), errmsg: z.string().optional() });

/**
 * The WeChat authorize URL of a request: `qrconnect?appid=…&redirect_uri=…&response_type=code&
 * scope=snsapi_login&state=…#wechat_redirect` (parameters in this order, as WeChat documents).
 * @param base `WECHAT_API.authorize`, or the sandbox's page
 */
export function wechatAuthorizeUrl(
  base: string,
  request: { appId: string; redirectUri: string; state: string },
): string {
  const query = new URLSearchParams({
    appid: request.appId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state: request.state,
  });
  return `${base}?${query.toString()}#wechat_redirect`;
}

/**
 * The real WeChat login (docs/api.md "WeChat and QQ login"): the QR-code authorize page, then
 * `sns/oauth2/access_token` (app id, app secret, code) and `sns/userinfo` (access token, openid).
 * The identity is the `unionid` when WeChat gives one, else the `openid`.
 * @param options the app secret (server environment only; null: not configured, every code is
 *   refused as `unavailable`), the HTTP GET, its timeout (default 5 s) and the log (never given the secret, code or token)
 */
export function wechatProvider(options: {
  appSecret: string | null;
  fetch: OAuthFetch;
  log: OAuthLog;
  timeoutMs?: number;
}): OAuthProvider {
  const { appSecret, fetch: call, log, timeoutMs } = options;
  return {
    platform: 'wechat',
    authorizeUrl: (request) => wechatAuthorizeUrl(WECHAT_API.authorize, request),
    async exchange({ code, appId }) {
      if (!appSecret || !appId) {
        log.warn({}, '微信登录未配置（应用 ID 或 WECHAT_LOGIN_APP_SECRET），无法换取用户信息');
        throw new OAuthExchangeError('unavailable', 'wechat not configured');
      }
      const calls = { call, log, timeoutMs, refusal };
      const token = await getAnswer(
        calls,
        WECHAT_API.accessToken,
        { appid: appId, secret: appSecret, code, grant_type: 'authorization_code' },
        'wechat access_token',
        tokenAnswer,
      );
      const user = await getAnswer(
        calls,
        WECHAT_API.userInfo,
        { access_token: token.access_token, openid: token.openid },
        'wechat userinfo',
        userAnswer,
      );
      return {
        openid: user.unionid ?? token.unionid ?? user.openid,
        nickname: cleanNickname(user.nickname),
      };
    },
  };
}

/**
 * WeChat's `errcode`s that mean the code itself is no good (the person starts again): 40029
 * invalid, 40163 already used, 41008 missing, 42003 expired. Any other (40013 wrong app id, 40125
 * wrong secret, …) is our configuration: `unavailable`.
 */
const CODE_REFUSED = new Set([40029, 40163, 41008, 42003]);

/** The error of an answer that is not the expected one: `{ errcode }` or garbage. */
function refusal(answer: unknown, what: string, log: OAuthLog): OAuthExchangeError {
  const error = errorAnswer.safeParse(answer);
  if (error.success) {
    const { errcode } = error.data;
    log.warn({ call: what, errcode }, '微信登录接口拒绝了请求');
    const reason = CODE_REFUSED.has(errcode) ? 'refused' : 'unavailable';
    return new OAuthExchangeError(reason, `${what} errcode ${errcode}`);
  }
  log.warn({ call: what }, '微信登录接口的应答格式不正确');
  return new OAuthExchangeError('unavailable', `${what} malformed`);
}

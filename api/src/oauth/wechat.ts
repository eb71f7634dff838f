import { z } from 'zod';
import { getAnswer } from './http';
import { liveProvider, type LiveProviderOptions } from './liveProvider';
import { cleanNickname, type OAuthProvider } from './provider';

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
const errorAnswer = z
  .object({ errcode: z.number(), errmsg: z.string().optional() })
  .transform((answer) => answer.errcode);

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
 * WeChat's `errcode`s that mean the code itself is no good (the person starts again): 40029
 * invalid, 40163 already used, 41008 missing, 42003 expired. Any other (40013 wrong app id, 40125
 * wrong secret, …) is our configuration: `unavailable`.
 */
const CODE_REFUSED = new Set([40029, 40163, 41008, 42003]);

/**
 * The real WeChat login (docs/api.md "WeChat and QQ login"): the QR-code authorize page, then
 * `sns/oauth2/access_token` (app id, app secret, code) and `sns/userinfo` (access token, openid).
 * The identity is the `unionid` when WeChat gives one, else the `openid`.
 * @param options the app secret (server environment only; null: not configured, every code is
 *   refused as `unavailable`), the HTTP GET, its timeout (default 5 s) and the log (never given the secret, code or token)
 */
export function wechatProvider(
  options: LiveProviderOptions & { appSecret: string | null },
): OAuthProvider {
  return liveProvider({
    platform: 'wechat',
    name: '微信登录',
    secretVariable: 'WECHAT_LOGIN_APP_SECRET',
    secret: options.appSecret,
    options,
    authorizeUrl: (request) => wechatAuthorizeUrl(WECHAT_API.authorize, request),
    errors: { field: 'errcode', code: errorAnswer, refused: CODE_REFUSED },
    async exchange(calls, appSecret, { code, appId }) {
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
  });
}

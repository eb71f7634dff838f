import type { OAuthFetch } from '../oauth/provider';
import { QQ_API } from '../oauth/qq';
import { WECHAT_API } from '../oauth/wechat';

/** The settings the fake expects (tests only; not real credentials). */
export const FAKE_OAUTH = {
  wechatAppId: 'wx-test-app',
  wechatAppSecret: 'wechat-secret-for-tests',
  qqAppId: '101000001',
  qqAppKey: 'qq-key-for-tests',
} as const;

/** A person of the fake providers: WeChat gives the unionid when there is one. */
export interface FakeOAuthUser {
  openid: string;
  unionid?: string;
  nickname: string;
}

/** How the fake behaves: answers, fails with HTTP 500, answers garbage, or never answers. */
export type FakeOAuthMode = 'answer' | 'error-status' | 'garbage' | 'silent';

/** A stand-in for WeChat's and QQ's login APIs behind an injected `fetch` (tests only). */
export interface FakeOAuthApi {
  fetch: OAuthFetch;
  /** Every URL it was asked for, in order (to check what a call carried). */
  urls: string[];
  mode: FakeOAuthMode;
  /**
   * A code the provider would send back after `user` agreed (once only, as the real ones).
   * @returns the code
   */
  issueCode: (platform: 'wechat' | 'qq', user: FakeOAuthUser, redirectUri?: string) => string;
}

const json = (body: unknown) => ({
  ok: true,
  status: 200,
  text: () => Promise.resolve(JSON.stringify(body)),
});

/**
 * A fake of the WeChat (`sns/oauth2/access_token`, `sns/userinfo`) and QQ (`oauth2.0/token`,
 * `oauth2.0/me`, `user/get_user_info`) calls, checking what they check: the app id and secret,
 * `grant_type`, a code issued by `issueCode` and not used yet (WeChat `errcode` 40029 / 40163, QQ
 * `error` 100019 / 100020), QQ's redirect_uri and `fmt=json`, the access token of the code.
 */
export function fakeOAuthApi(): FakeOAuthApi {
  const codes = new Map<string, { platform: string; user: FakeOAuthUser; redirectUri?: string }>();
  const used = new Set<string>();
  const tokens = new Map<string, FakeOAuthUser>();
  let next = 0;
  const fake: FakeOAuthApi = {
    urls: [],
    mode: 'answer',
    issueCode(platform, user, redirectUri) {
      next += 1;
      const code = `${platform}-code-${next}`;
      codes.set(code, { platform, user, ...(redirectUri ? { redirectUri } : {}) });
      return code;
    },
    fetch: (url, init) => {
      fake.urls.push(url);
      if (fake.mode === 'silent') {
        return new Promise((_resolve, reject) => {
          init.signal.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }
      if (fake.mode === 'error-status') {
        return Promise.resolve({ ok: false, status: 500, text: () => Promise.resolve('down') });
      }
      if (fake.mode === 'garbage') {
        return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve('<html>') });
      }
      return Promise.resolve(json(answer(new URL(url))));
    },
  };

  const takeCode = (code: string | null, platform: string) => {
    const issued = code === null ? undefined : codes.get(code);
    if (!issued || issued.platform !== platform) return 'invalid';
    if (used.has(code ?? '')) return 'used';
    used.add(code ?? '');
    return issued;
  };
  const newToken = (user: FakeOAuthUser) => {
    const token = `token-${tokens.size + 1}`;
    tokens.set(token, user);
    return token;
  };

  function answer(url: URL): unknown {
    const q = url.searchParams;
    const base = `${url.origin}${url.pathname}`;
    if (base === WECHAT_API.accessToken) {
      if (
        q.get('appid') !== FAKE_OAUTH.wechatAppId ||
        q.get('secret') !== FAKE_OAUTH.wechatAppSecret
      ) {
        return { errcode: 40125, errmsg: 'invalid appsecret' };
      }
      if (q.get('grant_type') !== 'authorization_code') return { errcode: 40002, errmsg: 'grant' };
      const taken = takeCode(q.get('code'), 'wechat');
      if (taken === 'invalid') return { errcode: 40029, errmsg: 'invalid code' };
      if (taken === 'used') return { errcode: 40163, errmsg: 'code been used' };
      const { user } = taken;
      return {
        access_token: newToken(user),
        expires_in: 7200,
        refresh_token: 'refresh',
        openid: user.openid,
        scope: 'snsapi_login',
        ...(user.unionid ? { unionid: user.unionid } : {}),
      };
    }
    if (base === WECHAT_API.userInfo) {
      const user = tokens.get(q.get('access_token') ?? '');
      if (!user || q.get('openid') !== user.openid) return { errcode: 40001, errmsg: 'token' };
      return {
        openid: user.openid,
        nickname: user.nickname,
        ...(user.unionid ? { unionid: user.unionid } : {}),
      };
    }
    if (base === QQ_API.token) {
      if (
        q.get('client_id') !== FAKE_OAUTH.qqAppId ||
        q.get('client_secret') !== FAKE_OAUTH.qqAppKey
      ) {
        return { error: 100009, error_description: 'client secret is illegal' };
      }
      if (q.get('fmt') !== 'json' || q.get('grant_type') !== 'authorization_code') {
        return { error: 100000, error_description: 'bad request' };
      }
      const code = q.get('code');
      const issued = codes.get(code ?? '');
      if (issued?.redirectUri && issued.redirectUri !== q.get('redirect_uri')) {
        return { error: 100010, error_description: 'redirect uri is illegal' };
      }
      const taken = takeCode(code, 'qq');
      if (taken === 'invalid')
        return { error: 100019, error_description: 'code to access token error' };
      if (taken === 'used') return { error: 100020, error_description: 'code is reused error' };
      return { access_token: newToken(taken.user), expires_in: '7776000', refresh_token: 'r' };
    }
    if (base === QQ_API.me) {
      const user = tokens.get(q.get('access_token') ?? '');
      if (!user || q.get('fmt') !== 'json') return { error: 100016, error_description: 'token' };
      return { client_id: FAKE_OAUTH.qqAppId, openid: user.openid };
    }
    if (base === QQ_API.userInfo) {
      const user = tokens.get(q.get('access_token') ?? '');
      if (!user || q.get('oauth_consumer_key') !== FAKE_OAUTH.qqAppId) {
        return { ret: 100016, msg: 'token' };
      }
      return { ret: 0, msg: '', nickname: user.nickname, figureurl_qq_1: 'http://q.qlogo.cn/x' };
    }
    return { errcode: 404, errmsg: 'unknown url' };
  }
  return fake;
}

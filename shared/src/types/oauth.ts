/**
 * Wire types of WeChat and QQ login (SPEC §7 `weChatLogin`, `QQLogin`, `sendBindWxSms`,
 * `weChatLoginBindPhone`, `sendBindQQSms`, `qqLoginBindPhone`; docs/api.md "WeChat and QQ login").
 */

/** A login platform: `wechat` (微信) or `qq`. */
export type OAuthPlatform = 'wechat' | 'qq';

/**
 * Answer of `GET /api/user/login/oauthUrl?platform=&redirect=`: the provider's authorize page to
 * send the browser to (absolute for WeChat and QQ, a site path for the local sandbox).
 */
export interface OAuthUrlResult {
  url: string;
}

/** Body of `POST /api/user/login/weChatLogin` and `/QQLogin`: what the provider sent back. */
export interface OAuthLoginInput {
  code: string;
  state: string;
}

/** A bound provider account logged in: the token, and the site path to go to. */
export interface OAuthLoggedIn {
  token: string;
  redirect: string;
}

/**
 * A first login: the provider account has no phone yet. `bindTicket` (single use, 10 minutes)
 * goes with the SMS send and the binding; `nickname` is the provider's (may be empty).
 */
export interface OAuthNeedsPhone {
  bindTicket: string;
  nickname: string;
  redirect: string;
}

/** Answer of `weChatLogin` / `QQLogin`: logged in, or a phone to bind first (`'token' in`). */
export type OAuthLoginResult = OAuthLoggedIn | OAuthNeedsPhone;

/** Body of `POST /api/user/sms/sendBindWxSms` and `/sendBindQQSms` (`rand`: the captcha's randstr). */
export interface OAuthBindSmsInput {
  phone: string;
  bindTicket: string;
  ticket: string;
  rand: string;
}

/** Body of `POST /api/user/register/weChatLoginBindPhone` and `/qqLoginBindPhone`. */
export interface OAuthBindPhoneInput {
  bindTicket: string;
  phone: string;
  /** The 6-digit SMS code. */
  code: string;
}

/**
 * The `/api` paths of each platform's login, binding SMS and binding (SPEC §7, docs/api.md "WeChat
 * and QQ login"): one table for the API's routes and the login page's calls.
 */
export const OAUTH_PATHS: Readonly<
  Record<OAuthPlatform, { login: string; sendSms: string; bind: string }>
> = {
  wechat: {
    login: '/user/login/weChatLogin',
    sendSms: '/user/sms/sendBindWxSms',
    bind: '/user/register/weChatLoginBindPhone',
  },
  qq: {
    login: '/user/login/QQLogin',
    sendSms: '/user/sms/sendBindQQSms',
    bind: '/user/register/qqLoginBindPhone',
  },
};

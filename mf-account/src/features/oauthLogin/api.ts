import {
  apiGet,
  apiPost,
  OAUTH_PATHS,
  type OAuthBindPhoneInput,
  type OAuthBindSmsInput,
  type OAuthLoggedIn,
  type OAuthLoginInput,
  type OAuthLoginResult,
  type OAuthPlatform,
  type OAuthUrlResult,
  type SmsSendResult,
} from '@xingheng/shared';

/*
 * Every call is silent in the client (no toast, like the login calls of SPEC §8): the page shows
 * the API's Chinese `msg` inline.
 */

/**
 * The provider's authorize page for this browser (`GET /api/user/login/oauthUrl`).
 * @param platform `wechat` or `qq`
 * @param redirect the same-site path to open after login
 * @returns the URL to send the browser to (absolute, or a site path for the sandbox)
 * @throws ApiFailure 40001 bad input, 50300 the platform is not available, 42900
 */
export async function fetchOAuthUrl(platform: OAuthPlatform, redirect: string): Promise<string> {
  const { url } = await apiGet<OAuthUrlResult>('/user/login/oauthUrl', {
    params: { platform, redirect },
    silent: true,
  });
  return url;
}

/**
 * Trades the provider's code (`weChatLogin` / `QQLogin`).
 * @returns `{ token, redirect }` when the account is bound, else `{ bindTicket, nickname, redirect }`
 * @throws ApiFailure 40060 state expired or used, 40061 code refused, 50300 provider down, 42900
 */
export function loginWithOAuthCode(
  platform: OAuthPlatform,
  input: OAuthLoginInput,
): Promise<OAuthLoginResult> {
  return apiPost<OAuthLoginResult>(OAUTH_PATHS[platform].login, input, { silent: true });
}

/**
 * Sends the binding SMS code (`sendBindWxSms` / `sendBindQQSms`) after a passed captcha.
 * @param input `{ phone, bindTicket, ticket, rand }` (`rand`: the captcha's randstr)
 * @returns `{ resendInSec: 60, expiresInSec: 300 }`
 * @throws ApiFailure 40001, 40010 captcha invalid, 40062 ticket expired, 42900 / 42901 / 42902
 *   send limits
 */
export function sendBindSms(
  platform: OAuthPlatform,
  input: OAuthBindSmsInput,
): Promise<SmsSendResult> {
  return apiPost<SmsSendResult>(OAUTH_PATHS[platform].sendSms, input, { silent: true });
}

/**
 * Binds the phone and logs in (`weChatLoginBindPhone` / `qqLoginBindPhone`).
 * @returns `{ token, redirect }`
 * @throws ApiFailure 40020 wrong code, 40021 no live code, 40062 ticket expired, 40063 the WeChat
 *   / QQ account is bound already, 40064 the phone has another one, 42900
 */
export function bindOAuthPhone(
  platform: OAuthPlatform,
  input: OAuthBindPhoneInput,
): Promise<OAuthLoggedIn> {
  return apiPost<OAuthLoggedIn>(OAUTH_PATHS[platform].bind, input, { silent: true });
}

import type { OAuthPlatform } from '@xingheng/shared';
import { ApiError, ERROR_CODES } from '../errors';
import { PLATFORM_INFO } from './platforms';

/**
 * The Chinese failures of WeChat and QQ login (docs/api.md "WeChat and QQ login", "Errors"), each
 * naming the platform (微信 / QQ).
 */
export const oauthErrors = {
  /** 400 `40060`: the state is unknown, used, expired, of another platform or another browser. */
  stateInvalid: (platform: OAuthPlatform) =>
    new ApiError(
      400,
      ERROR_CODES.oauthStateInvalid,
      `登录请求已失效，请重新发起${PLATFORM_INFO[platform].label}登录`,
    ),
  /** 400 `40061`: the provider refused the code. */
  codeRefused: (platform: OAuthPlatform) =>
    new ApiError(
      400,
      ERROR_CODES.oauthCodeRefused,
      `${PLATFORM_INFO[platform].label}授权已失效，请重新授权`,
    ),
  /** 400 `40062`: the bind ticket is unknown, used, expired or of another platform. */
  bindTicketInvalid: (platform: OAuthPlatform) =>
    new ApiError(
      400,
      ERROR_CODES.oauthBindTicketInvalid,
      `绑定手机号已超时，请重新使用${PLATFORM_INFO[platform].label}登录`,
    ),
  /** 400 `40063`: the provider account is bound already (a parallel binding won). */
  alreadyBound: (platform: OAuthPlatform) => {
    const { label } = PLATFORM_INFO[platform];
    return new ApiError(
      400,
      ERROR_CODES.oauthAlreadyBound,
      `该${label}已绑定其他星衡时空账号，请直接使用${label}登录`,
    );
  },
  /** 400 `40064`: the phone's account has another provider account of this platform. */
  accountTaken: (platform: OAuthPlatform) => {
    const { label } = PLATFORM_INFO[platform];
    return new ApiError(
      400,
      ERROR_CODES.oauthAccountTaken,
      `该手机号已绑定其他${label}，请更换手机号，或使用原来的${label}登录`,
    );
  },
  /** 503 `50300`: not configured, or the provider cannot be reached. */
  unavailable: (platform: OAuthPlatform) =>
    new ApiError(
      503,
      ERROR_CODES.oauthUnavailable,
      `${PLATFORM_INFO[platform].label}登录暂不可用，请稍后再试或使用其他方式登录`,
    ),
};

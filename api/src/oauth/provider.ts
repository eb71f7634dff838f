import type { OAuthPlatform } from '@xingheng/shared';

/** Who the provider says logged in: a stable id on our side and a display name. */
export interface OAuthIdentity {
  /**
   * The provider account's id: QQ's `openid`; WeChat's `unionid` when the app belongs to an open
   * platform account (the same person across the company's apps), else its `openid`.
   */
  openid: string;
  /** The provider's nickname, trimmed, at most 64 characters; may be empty. */
  nickname: string;
}

/** What an authorize URL carries besides the provider's own fixed parameters. */
export interface AuthorizeRequest {
  /** The public app id of the runtime config (SPEC §9: `wechatAppId` / `qqAppId`). */
  appId: string;
  /** Where the provider sends the browser back, absolute (`https://…/login?platform=wechat`). */
  redirectUri: string;
  /** The random `state` (CSRF protection), returned unchanged with the code. */
  state: string;
}

/** What a code exchange needs. */
export interface ExchangeRequest {
  code: string;
  appId: string;
  /** The `redirect_uri` the code was issued for (QQ's token call repeats it). */
  redirectUri: string;
}

/**
 * A refused code exchange. `refused`: the provider says no (a used, expired or made-up code: the
 * person starts again); `unavailable`: not configured, unreachable or a malformed answer.
 */
export class OAuthExchangeError extends Error {
  constructor(
    readonly reason: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'OAuthExchangeError';
  }
}

/**
 * One login platform's provider (docs/api.md "WeChat and QQ login"): the local sandbox or the
 * real WeChat / QQ.
 */
export interface OAuthProvider {
  readonly platform: OAuthPlatform;
  /**
   * The address of the provider's authorize page for this request.
   * @returns an absolute URL, or a site path for the sandbox
   */
  authorizeUrl(request: AuthorizeRequest): string;
  /**
   * Trades an authorization code for the identity it stands for.
   * @throws OAuthExchangeError `refused` or `unavailable`
   */
  exchange(request: ExchangeRequest): Promise<OAuthIdentity>;
}

/** The HTTP GET a live provider makes (`fetch` by default; tests pass a fake). */
export type OAuthFetch = (
  url: string,
  init: { method: 'GET'; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/** Where a live provider reports what went wrong; never given a secret, code or token. */
export interface OAuthLog {
  warn: (details: object, message: string) => void;
}

/** How long a live provider waits for each answer, in ms. */
export const OAUTH_HTTP_TIMEOUT_MS = 5000;

/** A nickname as stored: trimmed, control characters dropped, at most 64 characters. */
export function cleanNickname(value: unknown): string {
  if (typeof value !== 'string') return '';
  return [...value.replace(/\p{Cc}/gu, '').trim()].slice(0, 64).join('');
}

import type { OAuthPlatform } from '@xingheng/shared';
import type { SmsPurpose } from '../sms/purposes';

/** The login platforms (docs/api.md "WeChat and QQ login"). */
export const OAUTH_PLATFORMS = ['wechat', 'qq'] as const satisfies readonly OAuthPlatform[];

/** What the API needs to say about each platform: its Chinese name and its SMS purpose. */
export const PLATFORM_INFO: Readonly<
  Record<OAuthPlatform, { label: string; smsPurpose: SmsPurpose }>
> = {
  wechat: { label: '微信', smsPurpose: 'bindWx' },
  qq: { label: 'QQ', smsPurpose: 'bindQq' },
};

/** Lifetimes of the login's one-time values, in ms (docs/api.md "WeChat and QQ login"). */
export const OAUTH_TTL = {
  /** An authorize request (`state`): 10 minutes. */
  stateMs: 10 * 60_000,
  /** A sandbox provider's code: 5 minutes, as WeChat's and QQ's. */
  codeMs: 5 * 60_000,
  /** A bind ticket: 10 minutes to receive and type an SMS code. */
  bindTicketMs: 10 * 60_000,
} as const;

import type { OAuthPlatform } from '@xingheng/shared';

/** The Chinese name of each login platform. */
export const PLATFORM_LABELS: Readonly<Record<OAuthPlatform, string>> = {
  wechat: '微信',
  qq: 'QQ',
};

/**
 * The platform of the login page's `platform` query (the provider's redirect back, docs/api.md
 * "WeChat and QQ login"), or null for anything else.
 */
export function parsePlatform(value: string | null): OAuthPlatform | null {
  return value === 'wechat' || value === 'qq' ? value : null;
}

import type { SiteConfig } from '@xingheng/shared/registry';

/**
 * Runtime site config written into a fresh local registry (SPEC §9). Production registries carry
 * the real hosts and app ids; one build serves any environment.
 */
export const LOCAL_SITE_CONFIG: SiteConfig = {
  apiBase: '/api',
  userCenterHost: 'https://console.xingheng-space.com',
  constantsHost: 'https://constants.xingheng-space.com',
  coverageHost: '/api',
  tenantAppId: 'xh-web-local',
  wechatAppId: 'wx-local-unset',
  qqAppId: 'qq-local-unset',
  cookieDomain: '',
  loginRedirectUrl: '/login',
  captcha: { provider: 'builtin', appId: '' },
};

import type { SiteConfig } from '../registry/schema';

/**
 * The runtime site config of SPEC §9, read from the registry by the shell at start and held here
 * (the `@xingheng/shared` singleton) so every remote reads the same values.
 */
let current: SiteConfig | undefined;

/** Defaults used before the registry is loaded and in unit tests (a local development site). */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  apiBase: '/api',
  userCenterHost: 'https://console.xingheng-space.com',
  constantsHost: 'https://constants.xingheng-space.com',
  coverageHost: '/api',
  tenantAppId: '',
  wechatAppId: '',
  qqAppId: '',
  cookieDomain: '',
  loginRedirectUrl: '/login',
  captcha: { provider: 'builtin', appId: '' },
};

/** Installs the site config (called once by the shell after validating the registry). */
export function setSiteConfig(config: SiteConfig): void {
  current = config;
}

/** The active site config, or the defaults when none was installed. */
export function getSiteConfig(): SiteConfig {
  return current ?? DEFAULT_SITE_CONFIG;
}

/**
 * A link into the external user center (SPEC §2), e.g. `userCenterUrl('/order/services?type=0')`.
 * @param path a path starting with `/`
 * @returns absolute URL on the configured user-center host
 */
export function userCenterUrl(path: string): string {
  return `${getSiteConfig().userCenterHost.replace(/\/$/, '')}${path}`;
}

/**
 * A URL of the coverage service (SPEC §9 coverage host), e.g. `coverageUrl('/coverage/regions')`.
 * @param path a path starting with `/`
 * @returns `<coverageHost><path>`: `/api/coverage/regions` with the local default (served by
 *   `api/`), or an absolute URL on a separate coverage host
 */
export function coverageUrl(path: string): string {
  return `${getSiteConfig().coverageHost.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

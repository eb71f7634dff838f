import fs from 'node:fs/promises';
import { parseRegistry } from '@xingheng/shared/registry';

/**
 * What the login needs of the runtime site config (SPEC §9): the public app ids and the login
 * redirect URL on the main site (a path such as `/login`, or an absolute URL).
 */
export interface OAuthSiteConfig {
  wechatAppId: string;
  qqAppId: string;
  loginRedirectUrl: string;
}

/** Without a registry: no app ids (the live providers are then unavailable), `/login`. */
export const NO_REGISTRY_SITE: OAuthSiteConfig = {
  wechatAppId: '',
  qqAppId: '',
  loginRedirectUrl: '/login',
};

/**
 * The login's part of a registry file's `site` (the same values the browser gets), for the API:
 * parsed again only when the file's inode, size or modification time changed, as the captcha
 * provider is (captcha/registryProvider.ts).
 * @param registryFile `<deployDir>/mf-registry.json`
 * @returns a function answering the current values; `NO_REGISTRY_SITE` while the file is missing
 *   or invalid
 */
export function oauthSiteOfRegistry(registryFile: string): () => Promise<OAuthSiteConfig> {
  let cached: { key: string; site: OAuthSiteConfig } | undefined;
  return async () => {
    const stat = await fs.stat(registryFile).catch(() => undefined);
    if (!stat) return NO_REGISTRY_SITE;
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (cached?.key === key) return cached.site;
    let site = NO_REGISTRY_SITE;
    try {
      const registry = parseRegistry(JSON.parse(await fs.readFile(registryFile, 'utf8')));
      const { wechatAppId, qqAppId, loginRedirectUrl } = registry.site;
      site = { wechatAppId, qqAppId, loginRedirectUrl };
    } catch {
      // Missing or malformed: no app ids.
    }
    cached = { key, site };
    return site;
  };
}

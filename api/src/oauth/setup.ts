import path from 'node:path';
import type { Kysely } from 'kysely';
import type { OAuthPlatform } from '@xingheng/shared';
import type { Database } from '../db/types';
import { defaultOAuthFetch } from './http';
import type { OAuthFetch, OAuthLog, OAuthProvider } from './provider';
import { qqProvider } from './qq';
import { sandboxProvider } from './sandbox';
import {
  oauthLiveSecretsFromEnv,
  oauthProviderMode,
  type OAuthLiveSecrets,
  type OAuthProviderMode,
} from './setting';
import { NO_REGISTRY_SITE, oauthSiteOfRegistry, type OAuthSiteConfig } from './siteConfig';
import { wechatProvider } from './wechat';

/** WeChat / QQ login options of `apiPlugin` (docs/api.md "WeChat and QQ login"); all optional. */
export interface OAuthOptions {
  /** `sandbox` (default) or `live`; default from `XH_OAUTH_PROVIDER`. */
  provider?: OAuthProviderMode;
  /** Allow the sandbox under `NODE_ENV=production`; default `XH_OAUTH_SANDBOX_IN_PRODUCTION=1`. */
  allowSandboxInProduction?: boolean;
  /**
   * The app ids and login redirect URL (SPEC §9). Default: the `site` of
   * `<deployDir>/mf-registry.json`, followed as it changes; `NO_REGISTRY_SITE` without a deploy
   * folder.
   */
  site?: OAuthSiteConfig | (() => Promise<OAuthSiteConfig>);
  /** The live providers' secrets; default from the environment (`oauthLiveSecretsFromEnv`). */
  live?: OAuthLiveSecrets;
  /** The live providers' HTTP GET (default `fetch`). */
  fetch?: OAuthFetch;
}

/** What the routes use: the mode, one provider per platform, the current site config. */
export interface OAuthGate {
  mode: OAuthProviderMode;
  providers: Readonly<Record<OAuthPlatform, OAuthProvider>>;
  site: () => Promise<OAuthSiteConfig>;
}

/**
 * Builds the login providers of the API (docs/api.md "WeChat and QQ login").
 * @param input the database and clock (sandbox codes), the log, the deploy folder, the options
 * @returns the gate the routes use
 * @throws Error from `oauthProviderMode` (an unknown mode, the sandbox in production)
 */
export function createOAuthGate(input: {
  db: Kysely<Database>;
  now: () => Date;
  log: OAuthLog;
  deployDir?: string;
  options?: OAuthOptions;
}): OAuthGate {
  const { db, now, log, deployDir, options = {} } = input;
  const mode = oauthProviderMode(options, process.env);
  const given = options.site;
  const site =
    typeof given === 'function'
      ? given
      : given
        ? () => Promise.resolve(given)
        : deployDir
          ? oauthSiteOfRegistry(path.join(deployDir, 'mf-registry.json'))
          : () => Promise.resolve(NO_REGISTRY_SITE);
  if (mode === 'sandbox') {
    return {
      mode,
      site,
      providers: { wechat: sandboxProvider('wechat', db, now), qq: sandboxProvider('qq', db, now) },
    };
  }
  const secrets = options.live ?? oauthLiveSecretsFromEnv(process.env);
  const call = options.fetch ?? defaultOAuthFetch;
  return {
    mode,
    site,
    providers: {
      wechat: wechatProvider({ appSecret: secrets.wechatAppSecret, fetch: call, log }),
      qq: qqProvider({ appKey: secrets.qqAppKey, fetch: call, log }),
    },
  };
}

/** Which providers WeChat and QQ login use: the local sandbox, or the real WeChat and QQ. */
export type OAuthProviderMode = 'sandbox' | 'live';

/**
 * The provider mode (docs/api.md "WeChat and QQ login"): the explicit plugin option when given,
 * else `XH_OAUTH_PROVIDER` (`sandbox` | `live`), else `live` under `NODE_ENV=production` and
 * `sandbox` anywhere else. The sandbox logs anyone in as any made-up provider account, so under
 * `NODE_ENV=production` asking for it is refused unless also allowed explicitly
 * (`allowSandboxInProduction`, or `XH_OAUTH_SANDBOX_IN_PRODUCTION=1`), as the SMS outbox is
 * (sms/outboxSetting.ts).
 * @param explicit `{ provider?, allowSandboxInProduction? }` of `ApiPluginOptions.oauth`
 * @param env the process environment
 * @returns `sandbox` or `live`
 * @throws Error for an unknown `XH_OAUTH_PROVIDER`, or the sandbox in production without consent
 */
export function oauthProviderMode(
  explicit: { provider?: OAuthProviderMode; allowSandboxInProduction?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): OAuthProviderMode {
  const fromEnv = env.XH_OAUTH_PROVIDER;
  if (explicit.provider === undefined && fromEnv && fromEnv !== 'sandbox' && fromEnv !== 'live') {
    throw new Error(`XH_OAUTH_PROVIDER 只能是 sandbox 或 live，收到 ${fromEnv}`);
  }
  const production = env.NODE_ENV === 'production';
  const mode: OAuthProviderMode =
    explicit.provider ??
    (fromEnv === 'live' || fromEnv === 'sandbox' ? fromEnv : production ? 'live' : 'sandbox');
  const allowed = explicit.allowSandboxInProduction ?? env.XH_OAUTH_SANDBOX_IN_PRODUCTION === '1';
  if (mode === 'sandbox' && production && !allowed) {
    throw new Error(
      '微信、QQ 登录的本地沙盒（XH_OAUTH_PROVIDER=sandbox）不能在生产环境使用：' +
        '请设置 XH_OAUTH_PROVIDER=live 及应用密钥，或用 XH_OAUTH_SANDBOX_IN_PRODUCTION=1 明确允许',
    );
  }
  return mode;
}

/** The live providers' secrets: server environment only, never sent to a browser or logged. */
export interface OAuthLiveSecrets {
  /** WeChat open platform website app's AppSecret (`WECHAT_LOGIN_APP_SECRET`). */
  wechatAppSecret: string | null;
  /** QQ Connect app's APP Key (`QQ_LOGIN_APP_KEY`). */
  qqAppKey: string | null;
}

/**
 * Reads the live providers' secrets from the environment: `WECHAT_LOGIN_APP_SECRET`,
 * `QQ_LOGIN_APP_KEY` (a missing one leaves that platform unavailable).
 */
export function oauthLiveSecretsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): OAuthLiveSecrets {
  return {
    wechatAppSecret: env.WECHAT_LOGIN_APP_SECRET || null,
    qqAppKey: env.QQ_LOGIN_APP_KEY || null,
  };
}

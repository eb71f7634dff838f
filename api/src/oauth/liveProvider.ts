import type { OAuthPlatform } from '@xingheng/shared';
import type { ProviderCalls } from './http';
import {
  OAuthExchangeError,
  type AuthorizeRequest,
  type ExchangeRequest,
  type OAuthFetch,
  type OAuthIdentity,
  type OAuthLog,
  type OAuthProvider,
} from './provider';

/** What a live provider is given besides its secret: the HTTP GET, the log, the timeout (default 5 s). */
export interface LiveProviderOptions {
  fetch: OAuthFetch;
  log: OAuthLog;
  timeoutMs?: number;
}

/** How a provider's error answers carry their numeric code (`{ error }` for QQ, `{ errcode }` for WeChat). */
export interface ProviderErrorCodes {
  /** The field holding the code, as logged and named in the error message. */
  field: string;
  /** Reads the code of an error answer (`success: false` for any other answer). */
  code: { safeParse: (value: unknown) => { success: true; data: number } | { success: false } };
  /** The codes that mean the code itself is no good (`refused`); any other is `unavailable`. */
  refused: ReadonlySet<number>;
}

/**
 * A real WeChat or QQ login (docs/api.md "WeChat and QQ login"). Its code exchange refuses every
 * code as `unavailable` (and logs a warning) while the secret or the app id is missing; otherwise
 * it runs `spec.exchange` with the provider's calls, whose answers of an unexpected shape are read
 * by `spec.errors`.
 * @param spec `platform`; `name` for the log (`微信登录`); `secretVariable`, the environment
 *   variable of the secret (`WECHAT_LOGIN_APP_SECRET`); the `secret` (null: not configured) and
 *   `options`; its `authorizeUrl`; its `errors`; and `exchange`, the provider's calls for a
 *   configured code exchange (given the calls, the secret and the request)
 * @returns the provider; its `exchange` throws OAuthExchangeError `refused` or `unavailable`
 */
export function liveProvider(spec: {
  platform: OAuthPlatform;
  name: string;
  secretVariable: string;
  secret: string | null;
  options: LiveProviderOptions;
  authorizeUrl: (request: AuthorizeRequest) => string;
  errors: ProviderErrorCodes;
  exchange: (
    calls: ProviderCalls,
    secret: string,
    request: ExchangeRequest,
  ) => Promise<OAuthIdentity>;
}): OAuthProvider {
  const { secret, errors } = spec;
  const { fetch: call, log, timeoutMs } = spec.options;
  const refusal = (answer: unknown, what: string, into: OAuthLog): OAuthExchangeError => {
    const error = errors.code.safeParse(answer);
    if (error.success) {
      into.warn({ call: what, [errors.field]: error.data }, `${spec.name}接口拒绝了请求`);
      const reason = errors.refused.has(error.data) ? 'refused' : 'unavailable';
      return new OAuthExchangeError(reason, `${what} ${errors.field} ${error.data}`);
    }
    into.warn({ call: what }, `${spec.name}接口的应答格式不正确`);
    return new OAuthExchangeError('unavailable', `${what} malformed`);
  };
  return {
    platform: spec.platform,
    authorizeUrl: spec.authorizeUrl,
    async exchange(request) {
      if (!secret || !request.appId) {
        log.warn({}, `${spec.name}未配置（应用 ID 或 ${spec.secretVariable}），无法换取用户信息`);
        throw new OAuthExchangeError('unavailable', `${spec.platform} not configured`);
      }
      return spec.exchange({ call, log, timeoutMs, refusal }, secret, request);
    },
  };
}

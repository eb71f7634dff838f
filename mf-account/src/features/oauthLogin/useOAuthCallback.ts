import { useEffect, useRef, useState } from 'react';
import type { OAuthPlatform } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { useCompleteLogin } from '../../lib/useCompleteLogin';
import { useOAuthLoginDeps } from './oauthLoginDeps';
import { PLATFORM_LABELS } from './platforms';

/** What the provider sent back to the login page (`?platform=&code=&state=` or `&error=`). */
export interface OAuthCallbackParams {
  platform: OAuthPlatform;
  code: string | null;
  state: string | null;
  error: string | null;
}

/** Where the callback stands: trading the code, a phone to bind, or a failure to show. */
export type OAuthCallbackStatus =
  | { kind: 'working' }
  | { kind: 'bind'; bindTicket: string; nickname: string; redirect: string }
  | { kind: 'failed'; message: string };

/** Why there is no code to trade, in Chinese; null when there is one. */
function missingCodeMessage({ platform, code, state, error }: OAuthCallbackParams): string | null {
  const label = PLATFORM_LABELS[platform];
  if (error === 'access_denied') return `你已取消${label}授权，可以重新登录或使用其他方式登录`;
  if (error || !code || !state) return `${label}授权未完成，请重新登录`;
  return null;
}

/**
 * Finishes a WeChat / QQ login on the page the provider sent the browser back to (docs/api.md
 * "WeChat and QQ login"): trades the code once (a code works only once, so a second run of the
 * effect does not send it again); a bound account's token is stored, user info fetched and the
 * browser sent to the sanitised redirect (replacing the callback address); a first login asks for
 * a phone (`bind`); a cancelled authorization, a missing code or a refused one is `failed` with a
 * Chinese message.
 * @param params the callback's query
 * @returns the status
 */
export function useOAuthCallback(params: OAuthCallbackParams): OAuthCallbackStatus {
  const { login } = useOAuthLoginDeps();
  const completeLogin = useCompleteLogin();
  const missing = missingCodeMessage(params);
  const [status, setStatus] = useState<OAuthCallbackStatus>(
    missing ? { kind: 'failed', message: missing } : { kind: 'working' },
  );
  const traded = useRef<string | null>(null);
  const { platform, code, state } = params;

  useEffect(() => {
    if (missing || !code || !state || traded.current === code) return;
    traded.current = code;
    const finish = async () => {
      try {
        const result = await login(platform, { code, state });
        if ('token' in result) {
          await completeLogin(result.token, result.redirect);
          return;
        }
        setStatus({ kind: 'bind', ...result });
      } catch (e) {
        setStatus({ kind: 'failed', message: failureMessage(e) });
      }
    };
    void finish();
  }, [missing, platform, code, state, login, completeLogin]);

  return status;
}

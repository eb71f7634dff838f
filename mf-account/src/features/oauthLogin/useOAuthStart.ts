import { useState } from 'react';
import { useSearchParams } from '@xingheng/shared/router';
import { safeRedirect, type OAuthPlatform } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { useOAuthLoginDeps } from './oauthLoginDeps';

/**
 * Starts a WeChat / QQ login (docs/api.md "WeChat and QQ login"): asks the API for the provider's
 * authorize URL, carrying the page's sanitised `redirect` query (default `/`), and sends the
 * browser there.
 * @returns `start(platform)` (never rejects), `pending` (the platform being started, or null) and
 *   `error` (the API's `msg` of the last failure, or null)
 */
export function useOAuthStart() {
  const { authorizeUrl, go } = useOAuthLoginDeps();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState<OAuthPlatform | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (platform: OAuthPlatform) => {
    setError(null);
    setPending(platform);
    try {
      go(await authorizeUrl(platform, safeRedirect(searchParams.get('redirect'), '/')));
    } catch (e) {
      setError(failureMessage(e));
      setPending(null);
    }
  };

  return { start, pending, error };
}

import { createContext, use } from 'react';
import { bindOAuthPhone, fetchOAuthUrl, loginWithOAuthCode, sendBindSms } from './api';

/**
 * What WeChat / QQ login calls out to: the API calls of `api.ts` and the browser's navigation to
 * the provider (`window.location.assign`). Tests wrap the router in
 * `<OAuthLoginDepsContext value={…}>` with fakes (the ESM namespace cannot be spied under
 * @swc/jest).
 */
export interface OAuthLoginDeps {
  authorizeUrl: typeof fetchOAuthUrl;
  login: typeof loginWithOAuthCode;
  sendSms: typeof sendBindSms;
  bind: typeof bindOAuthPhone;
  /** Leaves the site for the provider's page. */
  go: (url: string) => void;
}

/** The default dependencies; see `OAuthLoginDeps`. */
export const OAuthLoginDepsContext = createContext<OAuthLoginDeps>({
  authorizeUrl: fetchOAuthUrl,
  login: loginWithOAuthCode,
  sendSms: sendBindSms,
  bind: bindOAuthPhone,
  go: (url) => window.location.assign(url),
});

/** Reads `OAuthLoginDeps` (the defaults outside any `OAuthLoginDepsContext`). */
export function useOAuthLoginDeps(): OAuthLoginDeps {
  return use(OAuthLoginDepsContext);
}

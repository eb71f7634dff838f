import { createContext, use } from 'react';
import type { LoginResult } from '@xingheng/shared';
import type { CaptchaProvider } from '../../lib/captcha/types';
import { loginWithPassword, type PasswordLoginInput } from './api';

/**
 * What the login flow calls out to. The page uses the defaults; tests wrap the router in
 * `<LoginDepsContext value={…}>` to pass fakes (the ESM namespace cannot be spied under @swc/jest).
 * - `login`: the password login call (default `loginWithPassword`)
 * - `captcha`: a captcha provider that replaces the site-config choice (default none)
 */
export interface LoginDeps {
  login: (input: PasswordLoginInput) => Promise<LoginResult>;
  captcha?: CaptchaProvider;
}

/** The login flow's dependencies; see `LoginDeps`. */
export const LoginDepsContext = createContext<LoginDeps>({ login: loginWithPassword });

/** Reads `LoginDeps` (the defaults outside any `LoginDepsContext`). */
export function useLoginDeps(): LoginDeps {
  return use(LoginDepsContext);
}

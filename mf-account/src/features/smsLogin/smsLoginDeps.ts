import { createContext, use } from 'react';
import type { LoginResult, SmsSendResult } from '@xingheng/shared';
import {
  loginWithSmsCode,
  sendLoginSms,
  type SendLoginSmsInput,
  type SmsCodeLoginInput,
} from './api';

/**
 * What the SMS login flow calls out to; tests wrap the router in `<SmsLoginDepsContext value={…}>`
 * to pass fakes (the ESM namespace cannot be spied under @swc/jest).
 */
export interface SmsLoginDeps {
  send: (input: SendLoginSmsInput) => Promise<SmsSendResult>;
  login: (input: SmsCodeLoginInput) => Promise<LoginResult>;
}

/** The SMS login flow's dependencies; see `SmsLoginDeps`. */
export const SmsLoginDepsContext = createContext<SmsLoginDeps>({
  send: sendLoginSms,
  login: loginWithSmsCode,
});

/** Reads `SmsLoginDeps` (the defaults outside any `SmsLoginDepsContext`). */
export function useSmsLoginDeps(): SmsLoginDeps {
  return use(SmsLoginDepsContext);
}

import { createContext, use } from 'react';
import type { LoginResult, SmsSendResult, SmsTicketResult } from '@xingheng/shared';
import type { PhoneRegisterInput, ResetPasswordInput } from '@xingheng/shared';
import type { CaptchaProvider } from '../../lib/captcha/types';
import {
  phoneRegister,
  resetPassword,
  sendRegisterSms,
  sendResetPwdSms,
  verifySmsCode,
  type SmsSendInput,
  type VerifySmsCodeInput,
} from './api';

/**
 * What the register and password-reset flows call out to. The pages use the defaults; tests wrap
 * the router in `<PhoneAccountDepsContext value={…}>` to pass fakes (the ESM namespace cannot be
 * spied under @swc/jest). `captcha` replaces the site-config choice (default none).
 */
export interface PhoneAccountDeps {
  sendRegisterSms: (input: SmsSendInput) => Promise<SmsSendResult>;
  sendResetPwdSms: (input: SmsSendInput) => Promise<SmsSendResult>;
  verifySmsCode: (input: VerifySmsCodeInput) => Promise<SmsTicketResult>;
  phoneRegister: (input: PhoneRegisterInput) => Promise<LoginResult>;
  resetPassword: (input: ResetPasswordInput) => Promise<null>;
  captcha?: CaptchaProvider;
}

/** The flows' dependencies; see `PhoneAccountDeps`. */
export const PhoneAccountDepsContext = createContext<PhoneAccountDeps>({
  sendRegisterSms,
  sendResetPwdSms,
  verifySmsCode,
  phoneRegister,
  resetPassword,
});

/** Reads `PhoneAccountDeps` (the defaults outside any `PhoneAccountDepsContext`). */
export function usePhoneAccountDeps(): PhoneAccountDeps {
  return use(PhoneAccountDepsContext);
}

import { ApiFailure, ERROR_CODES, type SmsTicketPurpose } from '@xingheng/shared';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';
import { useSmsCodeSender } from '../../lib/useSmsCodeSender';
import { usePhoneAccountDeps } from './phoneAccountDeps';

/**
 * Asking for a register or reset code (docs/api.md "Registration and password reset"): the
 * captcha first (a `ret` other than 0 stops silently, SPEC §5), then the send call, with the
 * 60 s countdown of `useSmsCodeSender`.
 * @param purpose `register` or `reset`: which send call
 * @returns what `useSmsCodeSender` returns, and `registered` (the phone already has an account: the
 *   form offers a link to log in)
 */
export function useSmsSend(purpose: SmsTicketPurpose) {
  const captcha = useCaptchaProvider();
  const deps = usePhoneAccountDeps();
  const sms = useSmsCodeSender(async (phone) => {
    const check = await captcha.verify();
    if (check.ret !== 0) return null;
    const send = purpose === 'register' ? deps.sendRegisterSms : deps.sendResetPwdSms;
    return send({ phone, ticket: check.ticket, rand: check.randstr });
  });
  const registered = ApiFailure.is(sms.failure) && sms.failure.code === ERROR_CODES.phoneRegistered;
  return { ...sms, registered };
}

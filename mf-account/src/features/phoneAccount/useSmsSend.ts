import { useState } from 'react';
import { ApiFailure, type SmsTicketPurpose } from '@xingheng/shared';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';
import { failureMessage } from '../../lib/failureMessage';
import { useCountdown } from '../../lib/useCountdown';
import { usePhoneAccountDeps } from './phoneAccountDeps';

/** `code` of the API's answer to a register code for a phone that has an account. */
const PHONE_REGISTERED = 40040;

/**
 * Asking for a register or reset code (docs/api.md "Registration and password reset"): the
 * captcha first (a `ret` other than 0 stops silently, SPEC §5), then the send call; the button then
 * counts down the API's `resendInSec` (60 s).
 * @param purpose `register` or `reset`: which send call
 * @returns `sendCode(phone)` (never rejects), `sending`, `countdown` (s), `sent`, `error` (the API's
 *   Chinese `msg` of the last failed send, or null) and `registered` (the phone already has an
 *   account: the form offers a link to log in)
 */
export function useSmsSend(purpose: SmsTicketPurpose) {
  const captcha = useCaptchaProvider();
  const deps = usePhoneAccountDeps();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  const sendCode = async (phone: string) => {
    setError(null);
    setRegistered(false);
    setSending(true);
    try {
      const check = await captcha.verify();
      if (check.ret !== 0) return;
      const send = purpose === 'register' ? deps.sendRegisterSms : deps.sendResetPwdSms;
      const { resendInSec } = await send({ phone, ticket: check.ticket, rand: check.randstr });
      setSent(true);
      countdown.start(resendInSec);
    } catch (e) {
      setRegistered(ApiFailure.is(e) && e.code === PHONE_REGISTERED);
      setError(failureMessage(e));
    } finally {
      setSending(false);
    }
  };

  return { sendCode, sending, countdown: countdown.left, sent, error, registered };
}

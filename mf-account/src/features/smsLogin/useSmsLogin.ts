import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';
import { failureMessage } from '../../lib/failureMessage';
import { useCompleteLogin } from '../../lib/useCompleteLogin';
import { useSmsLoginDeps } from './smsLoginDeps';
import { useSmsCodeSender } from '../../lib/useSmsCodeSender';

/** The SMS login form's values. */
export interface SmsLoginValues {
  phone: string;
  code: string;
}

/**
 * The SMS-code login flow (SPEC §4, §5, §8, docs/api.md "SMS codes"):
 * - `sendCode(phone)`: captcha first (any `ret` other than 0 stops silently), then asks for a
 *   code; the button then counts down the API's `resendInSec` (60 s);
 * - `submit(values)`: captcha first — any `ret` other than 0 stops silently; then `smsCodeLogin`;
 *   on success the token is stored, user info fetched and the user sent to the sanitised
 *   `redirect` query (default `/`), replacing `/login` in the history.
 * Failures of either call show the API's Chinese `msg` in `error` (no toast, SPEC §8).
 * @returns `{ sendCode, sending, countdown, sent, submit, submitting, error }` (the functions never
 *   reject)
 */
export function useSmsLogin() {
  const captcha = useCaptchaProvider();
  const { send, login } = useSmsLoginDeps();
  const completeLogin = useCompleteLogin();
  const [searchParams] = useSearchParams();
  const sms = useSmsCodeSender(async (phone) => {
    const check = await captcha.verify();
    if (check.ret !== 0) return null;
    return send({ phone, ticket: check.ticket, rand: check.randstr });
  });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const sendCode = (phone: string) => {
    setSubmitError(null);
    return sms.sendCode(phone);
  };

  const submit = async ({ phone, code }: SmsLoginValues) => {
    setSubmitError(null);
    sms.clearError();
    setSubmitting(true);
    try {
      const check = await captcha.verify();
      if (check.ret !== 0) return;
      const { token } = await login({ phone, code, ticket: check.ticket, rand: check.randstr });
      await completeLogin(token, searchParams.get('redirect'));
    } catch (e) {
      setSubmitError(failureMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  const { sending, countdown, sent } = sms;
  const error = sms.error ?? submitError;
  return { sendCode, sending, countdown, sent, submit, submitting, error };
}

import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchUserInfo, safeRedirect, setToken, useAppDispatch } from '@xingheng/shared';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';
import { failureMessage } from '../../lib/failureMessage';
import { useSmsLoginDeps } from './smsLoginDeps';
import { useCountdown } from '../../lib/useCountdown';

/** The SMS login form's values. */
export interface SmsLoginValues {
  phone: string;
  code: string;
}

/**
 * The SMS-code login flow (SPEC §4, §5, §8, docs/api.md "SMS codes"):
 * - `sendCode(phone)`: asks for a code; the button then counts down the API's `resendInSec` (60 s);
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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (phone: string) => {
    setError(null);
    setSending(true);
    try {
      const { resendInSec } = await send(phone);
      setSent(true);
      countdown.start(resendInSec);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setSending(false);
    }
  };

  const submit = async ({ phone, code }: SmsLoginValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const check = await captcha.verify();
      if (check.ret !== 0) return;
      const { token } = await login({ phone, code, ticket: check.ticket, rand: check.randstr });
      dispatch(setToken(token));
      void dispatch(fetchUserInfo());
      await navigate(safeRedirect(searchParams.get('redirect'), '/'), { replace: true });
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return { sendCode, sending, countdown: countdown.left, sent, submit, submitting, error };
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  fetchUserInfo,
  safeRedirect,
  setToken,
  useAppDispatch,
  type OAuthPlatform,
} from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { useCountdown } from '../../lib/useCountdown';
import { useOAuthLoginDeps } from './oauthLoginDeps';

/** The binding form's values. */
export interface BindPhoneValues {
  phone: string;
  code: string;
}

/**
 * Binding a phone after a first WeChat / QQ login (docs/api.md "WeChat and QQ login"):
 * - `sendCode(phone)`: the platform's binding SMS; the button then counts down the API's
 *   `resendInSec` (60 s);
 * - `submit(values)`: binds with the ticket; the token is stored, user info fetched and the
 *   browser sent to the sanitised redirect, replacing the callback address.
 * Failures of either show the API's Chinese `msg` in `error`.
 * @param input the platform, the bind ticket and the redirect of the login
 * @returns `{ sendCode, sending, countdown, sent, submit, submitting, error }` (the functions never
 *   reject)
 */
export function useBindPhone(input: {
  platform: OAuthPlatform;
  bindTicket: string;
  redirect: string;
}) {
  const { platform, bindTicket, redirect } = input;
  const { sendSms, bind } = useOAuthLoginDeps();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendCode = async (phone: string) => {
    setError(null);
    setSending(true);
    try {
      const { resendInSec } = await sendSms(platform, { phone, bindTicket });
      setSent(true);
      countdown.start(resendInSec);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setSending(false);
    }
  };

  const submit = async ({ phone, code }: BindPhoneValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const result = await bind(platform, { bindTicket, phone, code });
      dispatch(setToken(result.token));
      void dispatch(fetchUserInfo());
      await navigate(safeRedirect(result.redirect || redirect, '/'), { replace: true });
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return { sendCode, sending, countdown: countdown.left, sent, submit, submitting, error };
}

import { useState } from 'react';
import type { SmsSendResult } from '@xingheng/shared';
import { failureMessage } from './failureMessage';
import { useCountdown } from './useCountdown';

/**
 * Asking for an SMS code in any account form (docs/api.md "SMS codes"): runs `send`, then counts
 * down the API's `resendInSec` (60 s) for the 获取验证码 button.
 * @param send the send call for this form (login, register, reset, binding); it may resolve null
 *   to stop silently (a captcha that did not pass, SPEC §5)
 * @returns `sendCode(phone)` (never rejects), `sending`, `countdown` (s), `sent` (a code went out at
 *   least once), `error` (the Chinese message of the last failed send, or null), `failure` (what it
 *   rejected with, for a form that reacts to one `code`) and `clearError()`
 */
export function useSmsCodeSender(send: (phone: string) => Promise<SmsSendResult | null>) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const sendCode = async (phone: string) => {
    setFailure(null);
    setSending(true);
    try {
      const result = await send(phone);
      if (!result) return;
      setSent(true);
      countdown.start(result.resendInSec);
    } catch (error) {
      setFailure({ error });
    } finally {
      setSending(false);
    }
  };

  return {
    sendCode,
    sending,
    countdown: countdown.left,
    sent,
    error: failure ? failureMessage(failure.error) : null,
    failure: failure?.error ?? null,
    clearError: () => setFailure(null),
  };
}

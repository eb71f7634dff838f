import { useSearchParams } from '@xingheng/shared/router';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';
import { useCompleteLogin } from '../../lib/useCompleteLogin';
import { useSmsLoginDeps } from './smsLoginDeps';
import { useSmsCodeSender } from '../../lib/useSmsCodeSender';
import { useSubmission } from '../../lib/useSubmission';

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
  const submission = useSubmission();
  const { submitting } = submission;

  const sendCode = (phone: string) => {
    submission.clearError();
    return sms.sendCode(phone);
  };

  const submit = ({ phone, code }: SmsLoginValues) => {
    sms.clearError();
    return submission.run(async () => {
      const check = await captcha.verify();
      if (check.ret !== 0) return;
      const { token } = await login({ phone, code, ticket: check.ticket, rand: check.randstr });
      await completeLogin(token, searchParams.get('redirect'));
    });
  };

  const { sending, countdown, sent } = sms;
  const error = sms.error ?? submission.error;
  return { sendCode, sending, countdown, sent, submit, submitting, error };
}

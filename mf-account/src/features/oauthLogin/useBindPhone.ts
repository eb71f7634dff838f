import type { OAuthPlatform } from '@xingheng/shared';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';
import { useCompleteLogin } from '../../lib/useCompleteLogin';
import { useSmsCodeSender } from '../../lib/useSmsCodeSender';
import { useSubmission } from '../../lib/useSubmission';
import { useOAuthLoginDeps } from './oauthLoginDeps';

/** The binding form's values. */
export interface BindPhoneValues {
  phone: string;
  code: string;
}

/**
 * Binding a phone after a first WeChat / QQ login (docs/api.md "WeChat and QQ login"):
 * - `sendCode(phone)`: captcha first (any `ret` other than 0 stops silently, SPEC §5), then the
 *   platform's binding SMS; the button then counts down the API's `resendInSec` (60 s);
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
  const completeLogin = useCompleteLogin();
  const captcha = useCaptchaProvider();
  const sms = useSmsCodeSender(async (phone) => {
    const check = await captcha.verify();
    if (check.ret !== 0) return null;
    return sendSms(platform, { phone, bindTicket, ticket: check.ticket, rand: check.randstr });
  });
  const submission = useSubmission();
  const { submitting } = submission;

  const sendCode = (phone: string) => {
    submission.clearError();
    return sms.sendCode(phone);
  };

  const submit = ({ phone, code }: BindPhoneValues) => {
    sms.clearError();
    return submission.run(async () => {
      const result = await bind(platform, { bindTicket, phone, code });
      await completeLogin(result.token, result.redirect || redirect);
    });
  };

  const { sending, countdown, sent } = sms;
  const error = sms.error ?? submission.error;
  return { sendCode, sending, countdown, sent, submit, submitting, error };
}

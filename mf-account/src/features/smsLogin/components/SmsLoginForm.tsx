import { PlainAlert, PlainButton, usePlainForm } from '@xingheng/shared/ui';
import { phoneRules, smsCodeRules } from '../../../components/accountFields';
import {
  PlainPhoneField,
  PlainSmsCodeField,
} from '../../../components/plainForm/PlainAccountFields';
import { useSmsLogin } from '../useSmsLogin';

const rules = { phone: phoneRules, code: smsCodeRules };

/**
 * Phone + SMS code login form (SPEC §2 /login, §5, §8, docs/api.md "SMS codes"), in plain markup
 * (the login page's first visit carries no antd): 获取验证码 checks the phone (showing its message)
 * and asks for a code, then counts down 60 s; 登录 runs the captcha and the login (see
 * `useSmsLogin`). A failure of either shows the API's `msg` in an alert above the fields. Must sit
 * inside a `<CaptchaHost>` and a router.
 */
export function SmsLoginForm() {
  const { sendCode, sending, countdown, sent, submit, submitting, error } = useSmsLogin();
  const form = usePlainForm(rules);
  const askForCode = () => {
    const valid = form.validate(['phone']);
    if (valid) void sendCode(valid.phone);
  };
  return (
    <form
      className="acc-plain-form"
      aria-label="验证码登录"
      noValidate
      onSubmit={form.handleSubmit((values) => void submit(values))}
    >
      {error && <PlainAlert>{error}</PlainAlert>}
      <PlainPhoneField binding={form.bind('phone')} />
      <PlainSmsCodeField
        binding={form.bind('code')}
        sending={sending}
        countdown={countdown}
        sent={sent}
        onAsk={askForCode}
      />
      <PlainButton type="submit" variant="primary" block loading={submitting}>
        登录
      </PlainButton>
    </form>
  );
}

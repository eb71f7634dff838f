import type { PlainForm } from '@xingheng/shared/ui';
import {
  PlainPhoneField,
  PlainSmsCodeField,
} from '../../../components/plainForm/PlainAccountFields';
import type { useSmsSend } from '../useSmsSend';

/** Props of {@link PhoneSmsFields}. */
export interface PhoneSmsFieldsProps {
  /** The plain form holding `phone` and `code` (rules: `phoneRules`, `smsCodeRules`). */
  form: Pick<PlainForm<'phone' | 'code'>, 'bind' | 'validate'>;
  /** What `useSmsSend` returns for the form's purpose (its sending state and countdown). */
  sms: ReturnType<typeof useSmsSend>;
}

/**
 * 手机号 and 短信验证码 of the register and password-reset forms, in plain markup: 获取验证码 checks
 * the phone (which then shows its own message) and asks for a code for it through `sms` (captcha,
 * send call, 60 s countdown).
 */
export function PhoneSmsFields({ form, sms }: PhoneSmsFieldsProps) {
  const askForCode = () => {
    const valid = form.validate(['phone']);
    if (valid) void sms.sendCode(valid.phone);
  };
  return (
    <>
      <PlainPhoneField binding={form.bind('phone')} />
      <PlainSmsCodeField
        binding={form.bind('code')}
        sending={sms.sending}
        countdown={sms.countdown}
        sent={sms.sent}
        onAsk={askForCode}
      />
    </>
  );
}

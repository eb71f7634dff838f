import { PhoneField } from '../../../components/PhoneField';
import { SmsCodeField } from '../../../components/SmsCodeField';
import type { useSmsSend } from '../useSmsSend';

/**
 * 手机号 and 短信验证码 of the register and password-reset forms: the code is asked for the phone
 * in the field, through `sms`. Must sit inside an antd `Form`.
 * @param sms what `useSmsSend` returns for the form's purpose (its sending state and countdown)
 */
export function PhoneSmsFields({ sms }: { sms: ReturnType<typeof useSmsSend> }) {
  return (
    <>
      <PhoneField />
      <SmsCodeField
        sending={sms.sending}
        countdown={sms.countdown}
        sent={sms.sent}
        onSend={(phone) => void sms.sendCode(phone)}
      />
    </>
  );
}

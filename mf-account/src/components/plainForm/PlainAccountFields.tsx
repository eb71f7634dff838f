import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/lib/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/lib/asn/SafetyOutlined';
import { LOGIN_PASSWORD_INPUT, PHONE_INPUT, SMS_CODE_INPUT, sendCodeLabel } from '../accountFields';
import { PlainButton, PlainInputField, type PlainFieldBinding } from '@xingheng/shared/ui';

/**
 * 手机号 in plain markup (the login page's forms): the same label, keypad, autofill and length as
 * the antd `PhoneField` (`PHONE_INPUT`); its rules are `phoneRules`, given to `usePlainForm`.
 * @param props.binding `bind('phone')` of the form
 */
export function PlainPhoneField({ binding }: { binding: PlainFieldBinding }) {
  return <PlainInputField binding={binding} icon={MobileOutlined} {...PHONE_INPUT} />;
}

/**
 * 密码 of the password login in plain markup, with its show/hide toggle (`LOGIN_PASSWORD_INPUT`);
 * its rules are `loginPasswordRules`, given to `usePlainForm`.
 * @param props.binding `bind('password')` of the form
 */
export function PlainLoginPasswordField({ binding }: { binding: PlainFieldBinding }) {
  return <PlainInputField binding={binding} icon={LockOutlined} {...LOGIN_PASSWORD_INPUT} />;
}

/** Props of {@link PlainSmsCodeField}. */
export interface PlainSmsCodeFieldProps {
  /** `bind('code')` of the form (rules: `smsCodeRules`). */
  binding: PlainFieldBinding;
  /** A send call is under way (the button spins). */
  sending: boolean;
  /** Seconds until another code may be asked for (0: the button is enabled). */
  countdown: number;
  /** A code was sent at least once (the button says 重新获取). */
  sent: boolean;
  /** 获取验证码 was pressed: the form checks its phone and asks for a code. */
  onAsk: () => void;
}

/**
 * 短信验证码 in plain markup (the login page's SMS form): the code input joined to the 获取验证码
 * button, which counts down the API's 60 s between two codes (docs/api.md "SMS codes"); the same
 * label, keypad and messages as the antd `SmsCodeField`.
 */
export function PlainSmsCodeField({
  binding,
  sending,
  countdown,
  sent,
  onAsk,
}: PlainSmsCodeFieldProps) {
  return (
    <PlainInputField
      binding={binding}
      icon={SafetyOutlined}
      {...SMS_CODE_INPUT}
      addon={
        <PlainButton
          className="acc-sms-send"
          loading={sending}
          disabled={countdown > 0}
          onClick={onAsk}
        >
          {sendCodeLabel(countdown, sent)}
        </PlainButton>
      }
    />
  );
}

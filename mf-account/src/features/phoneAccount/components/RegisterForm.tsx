import { Link } from '@xingheng/shared/router';
import { PlainAlert, PlainButton, PlainCheckbox, usePlainForm } from '@xingheng/shared/ui';
import {
  confirmPasswordRules,
  newPasswordRules,
  phoneRules,
  smsCodeRules,
} from '../../../components/accountFields';
import { loginPath, sitePaths } from '../../../paths';
import { useRegister } from '../useRegister';
import { useSmsSend } from '../useSmsSend';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneSmsFields } from './PhoneSmsFields';

const rules = {
  phone: phoneRules,
  code: smsCodeRules,
  password: newPasswordRules,
  confirm: confirmPasswordRules,
};
const consentRules = {
  agree: [{ required: true, message: '请阅读并同意《用户协议》和《隐私政策》' }],
};

/**
 * The `/user/register` form (SPEC §2, §7), in plain markup (no antd on the page's first visit,
 * docs/performance.md "Small pages"): 手机号, 短信验证码 (captcha, then `sendRegisterSms`, 60 s
 * countdown), 设置密码 with its strength, 确认密码, and consent to the terms of use
 * (`/support/details/10`) and the privacy policy (`/support/details/9`); 注册 runs `useRegister`.
 * A phone that already has an account gets the API's message with a link to log in. Must sit
 * inside a `<CaptchaHost>` and a router.
 */
export function RegisterForm() {
  const sms = useSmsSend('register');
  const { submit, submitting, error } = useRegister();
  const form = usePlainForm(rules, consentRules);
  const shown = sms.error ?? error;
  return (
    <form
      className="acc-form"
      aria-label="手机号注册"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        sms.clearError();
        void submit(values);
      })}
    >
      {shown && (
        <PlainAlert
          description={sms.registered ? <Link to={loginPath()}>使用该手机号登录</Link> : undefined}
        >
          {shown}
        </PlainAlert>
      )}
      <PhoneSmsFields form={form} sms={sms} />
      <NewPasswordFields
        label="设置密码"
        password={form.bind('password')}
        confirm={form.bind('confirm')}
      />
      <PlainCheckbox binding={form.bindCheckbox('agree')}>
        我已阅读并同意<Link to={sitePaths.termsOfUse}>《用户协议》</Link>和
        <Link to={sitePaths.privacyPolicy}>《隐私政策》</Link>
      </PlainCheckbox>
      <PlainButton
        type="submit"
        variant="primary"
        block
        loading={submitting}
        className="acc-form-submit"
      >
        注册
      </PlainButton>
      <p className="acc-form-switch">
        已有账号？<Link to={loginPath()}>立即登录</Link>
      </p>
    </form>
  );
}

import { Alert, Button, Checkbox, Form, type FormRule } from 'antd';
import { Link } from '@xingheng/shared/router';
import { loginPath, sitePaths } from '../../../paths';
import { useRegister, type RegisterValues } from '../useRegister';
import { useSmsSend } from '../useSmsSend';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneSmsFields } from './PhoneSmsFields';

const agreeRules: FormRule[] = [
  {
    validator: async (_rule, value: boolean | undefined) => {
      if (!value) throw new Error('请阅读并同意《用户协议》和《隐私政策》');
    },
  },
];

/**
 * The `/user/register` form (SPEC §2, §7): 手机号, 短信验证码 (captcha, then `sendRegisterSms`, 60 s
 * countdown), 设置密码 with its strength, 确认密码, and consent to the terms of use
 * (`/support/details/10`) and the privacy policy (`/support/details/9`); 注册 runs `useRegister`.
 * A phone that already has an account gets the API's message with a link to log in. Must sit
 * inside a `<CaptchaHost>` and a router.
 */
export function RegisterForm() {
  const sms = useSmsSend('register');
  const { submit, submitting, error } = useRegister();
  const shown = sms.error ?? error;
  return (
    <Form<RegisterValues>
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => {
        sms.clearError();
        void submit(values);
      }}
      aria-label="手机号注册"
    >
      {shown && (
        <Alert
          type="error"
          showIcon
          title={shown}
          description={sms.registered ? <Link to={loginPath()}>使用该手机号登录</Link> : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <PhoneSmsFields sms={sms} />
      <NewPasswordFields label="设置密码" />
      <Form.Item name="agree" valuePropName="checked" rules={agreeRules}>
        <Checkbox>
          我已阅读并同意<Link to={sitePaths.termsOfUse}>《用户协议》</Link>和
          <Link to={sitePaths.privacyPolicy}>《隐私政策》</Link>
        </Checkbox>
      </Form.Item>
      <Form.Item style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form.Item>
      <p className="acc-form-switch">
        已有账号？<Link to={loginPath()}>立即登录</Link>
      </p>
    </Form>
  );
}

import { Alert, Button, Form } from 'antd';
import { PhoneField } from '../../../components/PhoneField';
import { SmsCodeField } from '../../../components/SmsCodeField';
import { useSmsLogin, type SmsLoginValues } from '../useSmsLogin';

/**
 * Phone + SMS code login form (SPEC §2 /login, §5, §8, docs/api.md "SMS codes"): 获取验证码 checks
 * the phone and asks for a code, then counts down 60 s; 登录 runs the captcha and the login (see
 * `useSmsLogin`). A failure of either shows the API's `msg` in an alert above the fields. Must sit
 * inside a `<CaptchaHost>` and a router.
 */
export function SmsLoginForm() {
  const { sendCode, sending, countdown, sent, submit, submitting, error } = useSmsLogin();
  return (
    <Form<SmsLoginValues>
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => void submit(values)}
      aria-label="验证码登录"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <PhoneField />
      <SmsCodeField
        sending={sending}
        countdown={countdown}
        sent={sent}
        onSend={(phone) => void sendCode(phone)}
      />
      <Form.Item style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}

import { Alert, Button, Form, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import type { FormRule as Rule } from 'antd';
import { PhoneField } from '../../../components/PhoneField';
import { useSmsLogin, type SmsLoginValues } from '../useSmsLogin';

const codeRules: Rule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^\d{6}$/, message: '短信验证码为 6 位数字' },
];

/**
 * Phone + SMS code login form (SPEC §2 /login, §5, §8, docs/api.md "SMS codes"): 获取验证码 checks
 * the phone and asks for a code, then counts down 60 s; 登录 runs the captcha and the login (see
 * `useSmsLogin`). A failure of either shows the API's `msg` in an alert above the fields. Must sit
 * inside a `<CaptchaHost>` and a router.
 */
export function SmsLoginForm() {
  const [form] = Form.useForm<SmsLoginValues>();
  const { sendCode, sending, countdown, sent, submit, submitting, error } = useSmsLogin();
  const askForCode = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      await sendCode(phone);
    } catch {
      // The phone field shows its own message.
    }
  };
  let sendLabel = '获取验证码';
  if (countdown > 0) sendLabel = `${countdown} 秒后重新获取`;
  else if (sent) sendLabel = '重新获取';
  return (
    <Form<SmsLoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => void submit(values)}
      aria-label="验证码登录"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <PhoneField />
      <Form.Item label="短信验证码" required={false}>
        <Space.Compact block>
          <Form.Item name="code" rules={codeRules} validateFirst noStyle>
            <Input
              aria-label="短信验证码"
              prefix={<SafetyOutlined aria-hidden />}
              placeholder="6 位验证码"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <Button
            onClick={() => void askForCode()}
            loading={sending}
            disabled={countdown > 0}
            style={{ minWidth: 136 }}
          >
            {sendLabel}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}

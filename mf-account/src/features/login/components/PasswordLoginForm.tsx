import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { FormRule as Rule } from 'antd';
import { PhoneField } from '../../../components/PhoneField';
import { paths } from '../../../paths';
import { usePasswordLogin, type PasswordLoginValues } from '../usePasswordLogin';

const passwordRules: Rule[] = [
  { required: true, message: '请输入密码' },
  { min: 6, max: 20, message: '密码长度为 6–20 位' },
];

/**
 * Phone + password login form (SPEC §2 /login, §5, §8): validates in Chinese, runs the captcha and
 * the login on submit (see `usePasswordLogin`), shows a failed login's `msg` in an alert above the
 * fields, and links to 注册账号 (/user/register) and 忘记密码 (/user/pwd). Must sit inside a
 * `<CaptchaHost>` and a router.
 */
export function PasswordLoginForm() {
  const { submit, submitting, error } = usePasswordLogin();
  return (
    <Form<PasswordLoginValues>
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => void submit(values)}
      aria-label="密码登录"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <PhoneField />
      <Form.Item name="password" label="密码" rules={passwordRules} validateFirst>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder="6–20 位密码"
          autoComplete="current-password"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
      <div className="acc-login-links">
        <Link to={paths.register}>注册账号</Link>
        <Link to={paths.resetPassword}>忘记密码</Link>
      </div>
    </Form>
  );
}

import { PlainAlert, PlainButton, usePlainForm } from '@xingheng/shared/ui';
import { Link } from '@xingheng/shared/router';
import { loginPasswordRules, phoneRules } from '../../../components/accountFields';
import {
  PlainLoginPasswordField,
  PlainPhoneField,
} from '../../../components/plainForm/PlainAccountFields';
import { paths } from '../../../paths';
import { usePasswordLogin } from '../usePasswordLogin';

const rules = { phone: phoneRules, password: loginPasswordRules };

/**
 * Phone + password login form (SPEC §2 /login, §5, §8), in plain markup (the login page's first
 * visit carries no antd: docs/performance.md "Small pages"): validates in Chinese, runs the
 * captcha and the login on submit (see `usePasswordLogin`), shows a failed login's `msg` in an
 * alert above the fields, and links to 注册账号 (/user/register) and 忘记密码 (/user/pwd). Must sit
 * inside a `<CaptchaHost>` and a router.
 */
export function PasswordLoginForm() {
  const { submit, submitting, error } = usePasswordLogin();
  const form = usePlainForm(rules);
  return (
    <form
      className="acc-plain-form"
      aria-label="密码登录"
      noValidate
      onSubmit={form.handleSubmit((values) => void submit(values))}
    >
      {error && <PlainAlert>{error}</PlainAlert>}
      <PlainPhoneField binding={form.bind('phone')} />
      <PlainLoginPasswordField binding={form.bind('password')} />
      <PlainButton type="submit" variant="primary" block loading={submitting}>
        登录
      </PlainButton>
      <div className="acc-login-links">
        <Link to={paths.register}>注册账号</Link>
        <Link to={paths.resetPassword}>忘记密码</Link>
      </div>
    </form>
  );
}

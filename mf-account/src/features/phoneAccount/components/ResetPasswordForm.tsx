import { Alert, Button, Form, Result, Steps } from 'antd';
import { Link, useNavigate } from '@xingheng/shared/router';
import { maskPhone } from '@xingheng/shared';
import { loginPath } from '../../../paths';
import { useResetPassword } from '../useResetPassword';
import { useSmsSend } from '../useSmsSend';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneSmsFields } from './PhoneSmsFields';

const STEP_INDEX = { verify: 0, password: 1, done: 2 } as const;

/**
 * The `/user/pwd` flow (SPEC §2, §7): step 1 验证手机 (手机号, captcha, `sendResetPwdSms`, 短信验证码),
 * step 2 设置新密码 (with strength and confirmation), then a result that says every session ended
 * and leads to login. Errors show the API's message inline. Must sit inside a `<CaptchaHost>` and a
 * router.
 */
export function ResetPasswordForm() {
  const sms = useSmsSend('reset');
  const flow = useResetPassword();
  const navigate = useNavigate();
  const shown = sms.error ?? flow.error;
  if (flow.step === 'done') {
    return (
      <Result
        status="success"
        title="密码已重置"
        subTitle="该账号在所有设备上的登录均已退出，请使用新密码重新登录。"
        extra={
          <Button type="primary" size="large" onClick={() => void navigate(loginPath())}>
            去登录
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Steps
        size="small"
        current={STEP_INDEX[flow.step]}
        items={[{ title: '验证手机' }, { title: '设置新密码' }, { title: '完成' }]}
        style={{ marginBottom: 24 }}
      />
      {shown && <Alert type="error" showIcon title={shown} style={{ marginBottom: 16 }} />}
      {flow.step === 'verify' ? (
        <Form
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={({ phone, code }) => {
            sms.clearError();
            void flow.verify(phone, code);
          }}
          aria-label="验证手机"
        >
          <PhoneSmsFields sms={sms} />
          <Button type="primary" htmlType="submit" block loading={flow.busy}>
            下一步
          </Button>
        </Form>
      ) : (
        <Form<{ password: string; confirm: string }>
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={({ password }) => void flow.reset(password)}
          aria-label="设置新密码"
        >
          <p className="acc-form-note">正在为 {maskPhone(flow.phone ?? '')} 设置新密码</p>
          <NewPasswordFields label="新密码" />
          <Button type="primary" htmlType="submit" block loading={flow.busy}>
            确认重置
          </Button>
          <Button type="link" block onClick={flow.restart} style={{ marginTop: 8 }}>
            返回上一步
          </Button>
        </Form>
      )}
      <p className="acc-form-switch">
        想起密码了？<Link to={loginPath()}>返回登录</Link>
      </p>
    </>
  );
}

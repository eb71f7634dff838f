import { Link } from '@xingheng/shared/router';
import { maskPhone } from '@xingheng/shared';
import {
  PlainAlert,
  PlainButton,
  PlainLinkButton,
  PlainResult,
  PlainSteps,
  usePlainForm,
} from '@xingheng/shared/ui';
import {
  confirmPasswordRules,
  newPasswordRules,
  phoneRules,
  smsCodeRules,
} from '../../../components/accountFields';
import { loginPath } from '../../../paths';
import { useResetPassword } from '../useResetPassword';
import { useSmsSend } from '../useSmsSend';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneSmsFields } from './PhoneSmsFields';

const STEPS = ['验证手机', '设置新密码', '完成'];
const STEP_INDEX = { verify: 0, password: 1, done: 2 } as const;
const verifyRules = { phone: phoneRules, code: smsCodeRules };
const passwordRules = { password: newPasswordRules, confirm: confirmPasswordRules };

type ResetFlow = ReturnType<typeof useResetPassword>;

/** Step 1, 验证手机: the phone, its SMS code (behind the captcha), then 下一步 trades the code. */
function VerifyPhoneForm({ flow, sms }: { flow: ResetFlow; sms: ReturnType<typeof useSmsSend> }) {
  const form = usePlainForm(verifyRules);
  return (
    <form
      className="acc-form"
      aria-label="验证手机"
      noValidate
      onSubmit={form.handleSubmit(({ phone, code }) => {
        sms.clearError();
        void flow.verify(phone, code);
      })}
    >
      <PhoneSmsFields form={form} sms={sms} />
      <PlainButton type="submit" variant="primary" block loading={flow.busy}>
        下一步
      </PlainButton>
    </form>
  );
}

/** Step 2, 设置新密码 for the proven phone; 返回上一步 starts over. */
function NewPasswordForm({ flow }: { flow: ResetFlow }) {
  const form = usePlainForm(passwordRules);
  return (
    <form
      className="acc-form"
      aria-label="设置新密码"
      noValidate
      onSubmit={form.handleSubmit(({ password }) => void flow.reset(password))}
    >
      <p className="acc-form-note">正在为 {maskPhone(flow.phone ?? '')} 设置新密码</p>
      <NewPasswordFields
        label="新密码"
        password={form.bind('password')}
        confirm={form.bind('confirm')}
      />
      <PlainButton type="submit" variant="primary" block loading={flow.busy}>
        确认重置
      </PlainButton>
      <PlainButton variant="link" block onClick={flow.restart} className="acc-form-back">
        返回上一步
      </PlainButton>
    </form>
  );
}

/**
 * The `/user/pwd` flow (SPEC §2, §7), in plain markup (no antd on the page's first visit,
 * docs/performance.md "Small pages"): step 1 验证手机 (手机号, captcha, `sendResetPwdSms`,
 * 短信验证码), step 2 设置新密码 (with strength and confirmation), then a result that says every
 * session ended and leads to login. Errors show the API's message inline. Must sit inside a
 * `<CaptchaHost>` and a router.
 */
export function ResetPasswordForm() {
  const sms = useSmsSend('reset');
  const flow = useResetPassword();
  const shown = sms.error ?? flow.error;
  if (flow.step === 'done') {
    return (
      <PlainResult
        title="密码已重置"
        subTitle="该账号在所有设备上的登录均已退出，请使用新密码重新登录。"
        extra={
          <PlainLinkButton to={loginPath()} variant="primary">
            去登录
          </PlainLinkButton>
        }
      />
    );
  }
  return (
    <>
      <PlainSteps items={STEPS} current={STEP_INDEX[flow.step]} label="找回密码步骤" />
      {shown && <PlainAlert>{shown}</PlainAlert>}
      {flow.step === 'verify' ? (
        <VerifyPhoneForm flow={flow} sms={sms} />
      ) : (
        <NewPasswordForm flow={flow} />
      )}
      <p className="acc-form-switch">
        想起密码了？<Link to={loginPath()}>返回登录</Link>
      </p>
    </>
  );
}

import { PhoneAccountPage } from '../../../features/phoneAccount/components/PhoneAccountPage';
import { ResetPasswordForm } from '../../../features/phoneAccount/components/ResetPasswordForm';

/**
 * `/user/pwd` (SPEC §2, §7): forgotten password — prove the phone by SMS code, choose a new
 * password; every session of the account ends.
 */
export function ResetPasswordPage() {
  return (
    <PhoneAccountPage
      metaTitle="找回密码"
      description="通过手机短信验证码重置星衡时空账号密码，重置后所有设备上的登录将退出。"
      title="找回密码"
      subtitle="验证绑定的手机号后设置新密码"
    >
      <ResetPasswordForm />
    </PhoneAccountPage>
  );
}

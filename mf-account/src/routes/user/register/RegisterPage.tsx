import { PageMeta } from '@xingheng/shared/ui';
import { CaptchaHost } from '../../../components/captcha/CaptchaHost';
import { AccountFormLayout } from '../../../features/phoneAccount/components/AccountFormLayout';
import { RegisterForm } from '../../../features/phoneAccount/components/RegisterForm';
import { usePhoneAccountDeps } from '../../../features/phoneAccount/phoneAccountDeps';

/**
 * `/user/register` (SPEC §2, §7): registration by phone, captcha, SMS code and password with
 * consent to the terms; the new account is logged in and sent to `redirect` (default `/`).
 */
export function RegisterPage() {
  const { captcha } = usePhoneAccountDeps();
  return (
    <CaptchaHost provider={captcha}>
      <PageMeta
        title="注册"
        description="注册星衡时空账号，免费试用厘米级、亚米级高精度定位服务，在线购买服务与硬件。"
      />
      <AccountFormLayout title="注册星衡时空账号" subtitle="注册后即可免费试用高精度定位服务">
        <RegisterForm />
      </AccountFormLayout>
    </CaptchaHost>
  );
}

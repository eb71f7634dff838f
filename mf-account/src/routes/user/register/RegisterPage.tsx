import { PhoneAccountPage } from '../../../features/phoneAccount/components/PhoneAccountPage';
import { RegisterForm } from '../../../features/phoneAccount/components/RegisterForm';

/**
 * `/user/register` (SPEC §2, §7): registration by phone, captcha, SMS code and password with
 * consent to the terms; the new account is logged in and sent to `redirect` (default `/`).
 */
export function RegisterPage() {
  return (
    <PhoneAccountPage
      metaTitle="注册"
      description="注册星衡时空账号，免费试用厘米级、亚米级高精度定位服务，在线购买服务与硬件。"
      title="注册星衡时空账号"
      subtitle="注册后即可免费试用高精度定位服务"
    >
      <RegisterForm />
    </PhoneAccountPage>
  );
}

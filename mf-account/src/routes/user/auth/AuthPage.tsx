import { RequireAuth } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { IdentityVerification } from '../../../features/identity/components/IdentityVerification';

/**
 * `/user/auth` (SPEC §2): identity verification (实名认证) of the logged-in user — personal or
 * enterprise (docs/api.md "Identity verification"). Anonymous visitors go to `/login` with the way
 * back (`RequireAuth`, SPEC §6).
 */
export function AuthPage() {
  return (
    <RequireAuth>
      <PageMeta
        title="实名认证"
        description="完成星衡时空账号实名认证：个人认证或企业认证，认证后可购买和试用高精度定位服务。"
      />
      <div className="acc-identity">
        <h1>实名认证</h1>
        <p className="acc-identity-sub">根据国家相关规定，使用高精度定位服务须完成实名认证。</p>
        <IdentityVerification />
      </div>
    </RequireAuth>
  );
}

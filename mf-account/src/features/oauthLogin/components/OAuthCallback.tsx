import { Alert, Button, Spin } from 'antd';
import { useNavigate } from '@xingheng/shared/router';
import { PLATFORM_LABELS } from '../platforms';
import { useOAuthCallback, type OAuthCallbackParams } from '../useOAuthCallback';
import { BindPhoneForm } from './BindPhoneForm';
import '../oauthLogin.css';

/** Where 重新登录 leads: the login page without the callback's query. */
export interface OAuthCallbackProps {
  params: OAuthCallbackParams;
  loginHref: string;
}

/**
 * The login card's content on the provider's redirect back (docs/api.md "WeChat and QQ login"):
 * a spinner while the code is traded, the 绑定手机号 form on a first login, or the reason it
 * failed with 重新登录 (see `useOAuthCallback`). A bound account leaves the page logged in.
 */
export function OAuthCallback({ params, loginHref }: OAuthCallbackProps) {
  const status = useOAuthCallback(params);
  const navigate = useNavigate();
  const label = PLATFORM_LABELS[params.platform];
  if (status.kind === 'bind') {
    return (
      <>
        <h2 className="acc-oauth-bind-title">绑定手机号</h2>
        <BindPhoneForm platform={params.platform} {...status} />
      </>
    );
  }
  if (status.kind === 'failed') {
    return (
      <>
        <Alert type="error" showIcon title={status.message} className="acc-oauth-result" />
        <Button
          type="primary"
          block
          size="large"
          onClick={() => void navigate(loginHref, { replace: true })}
        >
          重新登录
        </Button>
      </>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <Spin /> 正在完成{label}登录…
    </div>
  );
}

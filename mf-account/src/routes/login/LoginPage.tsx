import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from '@xingheng/shared/router';
import { selectIsAuthenticated, useAppSelector } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { CaptchaHost } from '../../components/captcha/CaptchaHost';
import { PlainTabs } from '../../components/tabs/PlainTabs';
import { LoginBackdrop } from '../../features/login/components/LoginBackdrop';
import { LoginBenefits } from '../../features/login/components/LoginBenefits';
import { PasswordLoginForm } from '../../features/login/components/PasswordLoginForm';
import { useLoginDeps } from '../../features/login/loginDeps';
import { SmsLoginForm } from '../../features/smsLogin/components/SmsLoginForm';
import { OAuthButtons } from '../../features/oauthLogin/components/OAuthButtons';
import { parsePlatform } from '../../features/oauthLogin/platforms';
import { paths, sitePaths } from '../../paths';
import './login.css';

/** The provider's redirect back needs antd (spinner, bind form): loaded only then. */
const OAuthCallback = lazy(() =>
  import(
    /* webpackChunkName: "account-oauth-callback" */ '../../features/oauthLogin/components/ScopedOAuthCallback'
  ).then((m) => ({ default: m.ScopedOAuthCallback })),
);

/**
 * `/login` (SPEC §2, §4, §5, §8), in plain markup with no antd on a first visit (docs/performance.md
 * "Small pages"; the captcha modal and the provider's redirect back load theirs): two tabs, 密码登录 and 验证码登录 (SMS code, docs/api.md "SMS
 * codes"), each behind the captcha, on a branded background with a side panel of benefits. Query
 * `redirect` (a same-site path) is where a successful login goes; anything else goes to `/`.
 * Below the tabs, 其他登录方式: 微信 and QQ (docs/api.md "WeChat and QQ login"). The provider sends
 * the browser back here with `platform=wechat|qq` and `code` + `state` (or `error`): the card then
 * finishes that login instead, asking for a phone on a first login.
 */
export function LoginPage() {
  const { captcha } = useLoginDeps();
  const authenticated = useAppSelector(selectIsAuthenticated);
  // The WeChat / QQ provider's redirect back (SPEC §9 login redirect URL + `platform=`).
  const [searchParams] = useSearchParams();
  const oauthPlatform = parsePlatform(searchParams.get('platform'));
  return (
    <CaptchaHost provider={captcha}>
      <PageMeta
        title="登录"
        description="登录星衡时空，在线试用厘米级高精度定位服务，统一管理服务订单与硬件订单。"
      />
      <div className="acc-login">
        <LoginBackdrop />
        <div className="acc-login-inner">
          <LoginBenefits />
          <section className="acc-login-card" aria-labelledby="acc-login-title">
            <h1 id="acc-login-title">登录星衡时空</h1>
            <p className="acc-login-sub">使用手机号和密码或短信验证码登录</p>
            {authenticated && (
              <p className="acc-login-signed-in">
                您已登录，重新登录将切换账号。<Link to={sitePaths.home}>返回首页</Link>
              </p>
            )}
            {oauthPlatform ? (
              <Suspense fallback={<p className="acc-login-pending">正在完成登录…</p>}>
                <OAuthCallback
                  params={{
                    platform: oauthPlatform,
                    code: searchParams.get('code'),
                    state: searchParams.get('state'),
                    error: searchParams.get('error'),
                  }}
                  loginHref={paths.login}
                />
              </Suspense>
            ) : (
              <>
                <PlainTabs
                  label="登录方式"
                  tabs={[
                    { key: 'password', label: '密码登录', children: <PasswordLoginForm /> },
                    { key: 'sms', label: '验证码登录', children: <SmsLoginForm /> },
                  ]}
                />
                <OAuthButtons />
              </>
            )}
          </section>
        </div>
      </div>
    </CaptchaHost>
  );
}

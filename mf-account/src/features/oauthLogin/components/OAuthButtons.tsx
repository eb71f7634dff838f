import { PlainAlert, PlainButton } from '@xingheng/shared/ui';
import QqOutlined from '@ant-design/icons-svg/lib/asn/QqOutlined';
import WechatOutlined from '@ant-design/icons-svg/lib/asn/WechatOutlined';
import { useOAuthStart } from '../useOAuthStart';
import '../oauthLogin.css';

/**
 * 其他登录方式 under the login forms: 微信 and QQ buttons (named by their text, in a section named
 * by its heading; reachable by Tab) that send the browser to the provider (see `useOAuthStart`).
 * A failure to start shows the API's `msg` above them. Must sit inside a router. Plain markup (the
 * login page carries no antd); the buttons are disabled in the server's HTML and until the page is
 * hydrated (a click before that would be lost), and both while a start is pending.
 */
export function OAuthButtons() {
  const { start, pending, error } = useOAuthStart();
  return (
    <section className="acc-oauth" aria-labelledby="acc-oauth-title">
      <h2 id="acc-oauth-title" className="acc-oauth-title">
        其他登录方式
      </h2>
      {error && <PlainAlert className="acc-oauth-error">{error}</PlainAlert>}
      <div className="acc-oauth-buttons">
        <PlainButton
          icon={WechatOutlined}
          className="acc-oauth-wechat"
          loading={pending === 'wechat'}
          disabled={pending !== null}
          onClick={() => void start('wechat')}
        >
          微信
        </PlainButton>
        <PlainButton
          icon={QqOutlined}
          className="acc-oauth-qq"
          loading={pending === 'qq'}
          disabled={pending !== null}
          onClick={() => void start('qq')}
        >
          QQ
        </PlainButton>
      </div>
    </section>
  );
}

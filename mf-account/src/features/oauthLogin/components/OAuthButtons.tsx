import { Alert, Button } from 'antd';
import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { useOAuthStart } from '../useOAuthStart';
import '../oauthLogin.css';

/**
 * 其他登录方式 under the login forms: 微信 and QQ buttons (named by their text, in a section named
 * by its heading; reachable by Tab) that send the browser to the provider (see `useOAuthStart`).
 * A failure to start shows the API's `msg` above them. Must sit inside a router. While no start is
 * pending the buttons leave `disabled` to the providers, so the server's HTML shows them disabled
 * until the page is hydrated (a click before that would be lost: `AppProviders`).
 */
export function OAuthButtons() {
  const { start, pending, error } = useOAuthStart();
  return (
    <section className="acc-oauth" aria-labelledby="acc-oauth-title">
      <h2 id="acc-oauth-title" className="acc-oauth-title">
        其他登录方式
      </h2>
      {error && <Alert type="error" showIcon title={error} className="acc-oauth-error" />}
      <div className="acc-oauth-buttons">
        <Button
          icon={<WechatOutlined aria-hidden className="acc-oauth-wechat" />}
          loading={pending === 'wechat'}
          disabled={pending !== null || undefined}
          onClick={() => void start('wechat')}
        >
          微信
        </Button>
        <Button
          icon={<QqOutlined aria-hidden className="acc-oauth-qq" />}
          loading={pending === 'qq'}
          disabled={pending !== null || undefined}
          onClick={() => void start('qq')}
        >
          QQ
        </Button>
      </div>
    </section>
  );
}

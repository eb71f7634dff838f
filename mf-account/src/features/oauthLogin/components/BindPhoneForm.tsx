import { Alert, Button, Form } from 'antd';
import type { OAuthPlatform } from '@xingheng/shared';
import { PhoneField } from '../../../components/PhoneField';
import { SmsCodeField } from '../../../components/SmsCodeField';
import { PLATFORM_LABELS } from '../platforms';
import { useBindPhone, type BindPhoneValues } from '../useBindPhone';

/** What the form needs from the first login. */
export interface BindPhoneFormProps {
  platform: OAuthPlatform;
  bindTicket: string;
  /** The provider's nickname (may be empty). */
  nickname: string;
  redirect: string;
}

/**
 * 绑定手机号 after a first WeChat / QQ login (docs/api.md "WeChat and QQ login"): the phone (the
 * shared `PhoneField`), the SMS code with its 60 s countdown, and 绑定并登录 (see
 * `useBindPhone`). A phone with an account is linked to it; another gets a new account. Failures
 * show the API's `msg` above the fields. Must sit inside a router.
 */
export function BindPhoneForm({ platform, bindTicket, nickname, redirect }: BindPhoneFormProps) {
  const { sendCode, sending, countdown, sent, submit, submitting, error } = useBindPhone({
    platform,
    bindTicket,
    redirect,
  });
  const label = PLATFORM_LABELS[platform];
  return (
    <Form<BindPhoneValues>
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => void submit(values)}
      aria-label="绑定手机号"
    >
      <p className="acc-oauth-bind-intro">
        {nickname ? `${label}用户「${nickname}」` : `你的${label}`}
        首次登录星衡时空，请绑定手机号。已注册的手机号将关联到原账号，未注册的将自动创建账号。
      </p>
      {error && <Alert type="error" showIcon title={error} className="acc-oauth-result" />}
      <PhoneField />
      <SmsCodeField
        sending={sending}
        countdown={countdown}
        sent={sent}
        onSend={(phone) => void sendCode(phone)}
      />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          绑定并登录
        </Button>
      </Form.Item>
    </Form>
  );
}

import { Form, Input, type FormRule } from 'antd';
import { MobileOutlined } from '@ant-design/icons';

/** Mainland mobile number: 11 digits starting 13–19 (the API checks the same, docs/api.md). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Required, then the mainland mobile pattern, with Chinese messages. */
export const phoneRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: '请输入正确的 11 位手机号' },
];

/**
 * The 手机号 field of every account form (password and SMS login, register, password reset): an
 * antd `Form.Item` named `phone` with `phoneRules`, a numeric keypad on phones and `tel` autofill.
 * Must sit inside an antd `Form`.
 */
export function PhoneField() {
  return (
    <Form.Item name="phone" label="手机号" rules={phoneRules} validateFirst>
      <Input
        prefix={<MobileOutlined aria-hidden />}
        placeholder="请输入 11 位手机号"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
      />
    </Form.Item>
  );
}

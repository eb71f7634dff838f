import { Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { PHONE_INPUT, phoneRules } from './accountFields';

/**
 * The 手机号 field of the antd account forms (register, password reset, phone binding): an antd
 * `Form.Item` named `phone` with `phoneRules`, a numeric keypad on phones and `tel` autofill. The
 * login page draws the same field in plain markup (`plainForm/PlainPhoneField`). Must sit inside an
 * antd `Form`.
 */
export function PhoneField() {
  const { label, ...input } = PHONE_INPUT;
  return (
    <Form.Item name="phone" label={label} rules={phoneRules} validateFirst>
      <Input prefix={<MobileOutlined aria-hidden />} {...input} />
    </Form.Item>
  );
}

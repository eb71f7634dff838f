import { Button, Form, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { SMS_CODE_INPUT, sendCodeLabel, smsCodeRules } from './accountFields';

/** What the send button shows: the countdown, then 重新获取 once a code went out. */
export interface SmsCodeFieldProps {
  /** A send call is under way (the button spins). */
  sending: boolean;
  /** Seconds until another code may be asked for (0: the button is enabled). */
  countdown: number;
  /** A code was sent at least once (the label becomes 重新获取). */
  sent: boolean;
  /** Asks for a code for the form's `phone`, once that field is valid. */
  onSend: (phone: string) => void;
}

/**
 * The 短信验证码 field of the antd account forms (register, password reset, phone binding):
 * an antd `Form.Item` named `code` (6 digits) joined to the 获取验证码 button, which counts down
 * the API's 60 s between two codes (docs/api.md "SMS codes"). The button first validates the form's
 * `phone` field (which then shows its own message) and calls `onSend` only with a valid phone. Must
 * sit inside an antd `Form` that has a `phone` field.
 */
export function SmsCodeField({ sending, countdown, sent, onSend }: SmsCodeFieldProps) {
  const form = Form.useFormInstance<{ phone: string }>();
  const askForCode = async () => {
    let phone: string;
    try {
      ({ phone } = await form.validateFields(['phone']));
    } catch {
      return; // The phone field shows its own message.
    }
    onSend(phone);
  };
  const { label, ...input } = SMS_CODE_INPUT;
  return (
    <Form.Item label={label} required={false}>
      <Space.Compact block>
        <Form.Item name="code" rules={smsCodeRules} validateFirst noStyle>
          <Input aria-label={label} prefix={<SafetyOutlined aria-hidden />} {...input} />
        </Form.Item>
        <Button
          onClick={() => void askForCode()}
          loading={sending}
          disabled={countdown > 0 || undefined}
          style={{ minWidth: 136 }}
        >
          {sendCodeLabel(countdown, sent)}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

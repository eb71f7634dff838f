import { Form, Input, type FormItemProps, type FormRule } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { passwordProblem, passwordStrength, PASSWORD_RULE } from '@xingheng/shared';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const passwordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  {
    validator: async (_rule, value: string | undefined) => {
      const problem = passwordProblem(value ?? '');
      if (problem) throw new Error(problem);
    },
  },
];

const confirmRules: FormRule[] = [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
    },
  }),
];

/** One validated new-password input (`Form.Item` props plus the input's placeholder). */
function NewPasswordItem({ placeholder, ...item }: FormItemProps & { placeholder: string }) {
  return (
    <Form.Item validateFirst {...item}>
      <Input.Password
        prefix={<LockOutlined aria-hidden />}
        placeholder={placeholder}
        autoComplete="new-password"
        maxLength={PASSWORD_RULE.maxLength}
      />
    </Form.Item>
  );
}

/**
 * The new-password pair of the register and reset forms: `password` (the shared rule of
 * `passwordProblem`: 8–20 characters with letters and digits) with its strength shown as the
 * person types, and `confirm`, which must match. Must sit inside an antd `Form`.
 * @param label the first field's label, e.g. 设置密码 or 新密码
 */
export function NewPasswordFields({ label }: { label: string }) {
  const { minLength, maxLength } = PASSWORD_RULE;
  return (
    <>
      <NewPasswordItem
        name="password"
        label={label}
        rules={passwordRules}
        extra={`${minLength}–${maxLength} 位，须同时包含字母和数字`}
        placeholder="请输入密码"
      />
      <Form.Item noStyle shouldUpdate={(before, after) => before.password !== after.password}>
        {({ getFieldValue }) => {
          const value = String(getFieldValue('password') ?? '');
          return value ? <PasswordStrengthMeter strength={passwordStrength(value)} /> : null;
        }}
      </Form.Item>
      <NewPasswordItem
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        rules={confirmRules}
        placeholder="请再次输入密码"
      />
    </>
  );
}

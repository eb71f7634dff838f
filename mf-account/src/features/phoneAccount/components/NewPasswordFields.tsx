import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined';
import { passwordStrength, PASSWORD_RULE } from '@xingheng/shared';
import { PlainInputField, type PlainFieldBinding } from '@xingheng/shared/ui';
import { NEW_PASSWORD_INPUT } from '../../../components/accountFields';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The first field's label, e.g. 设置密码 or 新密码. */
  label: string;
  /** `bind('password')` of the form (rules: `newPasswordRules`). */
  password: PlainFieldBinding;
  /** `bind('confirm')` of the form (rules: `confirmPasswordRules`). */
  confirm: PlainFieldBinding;
}

/**
 * The new-password pair of the register and reset forms, in plain markup: the password (the
 * shared rule of `passwordProblem`: 8–20 characters with letters and digits) with its strength
 * shown as the person types, and 确认密码, which must match. The rules are the form's
 * (`newPasswordRules`, `confirmPasswordRules` of `components/accountFields`).
 */
export function NewPasswordFields({ label, password, confirm }: NewPasswordFieldsProps) {
  const { minLength, maxLength } = PASSWORD_RULE;
  return (
    <>
      <PlainInputField
        binding={password}
        label={label}
        icon={LockOutlined}
        placeholder="请输入密码"
        extra={`${minLength}–${maxLength} 位，须同时包含字母和数字`}
        {...NEW_PASSWORD_INPUT}
      />
      {password.value && <PasswordStrengthMeter strength={passwordStrength(password.value)} />}
      <PlainInputField
        binding={confirm}
        label="确认密码"
        icon={LockOutlined}
        placeholder="请再次输入密码"
        {...NEW_PASSWORD_INPUT}
      />
    </>
  );
}

import { useState, type ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import EyeInvisibleOutlined from '@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/lib/asn/EyeOutlined';
import { useIsClient } from '../useIsClient';
import { describedBy, PlainFieldFrame, type PlainSize } from './fieldParts';
import { PlainIcon } from './PlainIcon';
import type { PlainFieldBinding } from './usePlainForm';
import './plainForm.css';

/** Props of {@link PlainInputField}. */
export interface PlainInputFieldProps {
  /** The field's state and handlers, from `usePlainForm().bind(name)`. */
  binding: PlainFieldBinding;
  /** The visible label (also the input's accessible name). */
  label: string;
  /** A decorative icon inside the input, before the text. */
  icon?: IconDefinition;
  /** `password` hides the text and adds a 显示密码 toggle. Default `text`. */
  type?: 'text' | 'password' | 'email' | 'tel';
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** Something joined to the input's right, e.g. the 获取验证码 button. */
  addon?: ReactNode;
  /** Help under the input (antd's `Form.Item extra`), e.g. the rule of a new password. */
  extra?: ReactNode;
  /** antd's `large` (40 px, the default) or `middle` (32 px). */
  size?: PlainSize;
  /** A field the form needs: a red `*` before the label (antd's `requiredMark`), `aria-required`. */
  required?: boolean;
}

/**
 * A labelled text or password input in plain markup, drawn like antd's `Input` in a vertical
 * `Form.Item` (for pages that carry no antd on their first paint: docs/performance.md "Small
 * pages"). The label names the input; a broken rule's message shows under it (`role="alert"`,
 * referenced by `aria-describedby`, `aria-invalid` set). A password field has a 显示密码 toggle
 * button (`aria-pressed`). Like antd's controls under `AppProviders`, the input and toggle are
 * disabled in the server's HTML and until the page is hydrated (what a visitor typed before would
 * be lost).
 */
export function PlainInputField({
  binding,
  label,
  icon,
  type = 'text',
  placeholder,
  inputMode,
  autoComplete,
  maxLength,
  addon,
  extra,
  size,
  required,
}: PlainInputFieldProps) {
  const hydrated = useIsClient();
  const [revealed, setRevealed] = useState(false);
  const { id, name, value, error, errorId, onChange, onBlur } = binding;
  const extraId = extra ? `${id}-extra` : undefined;
  const input = (
    <span className={error ? 'xh-input xh-input--error' : 'xh-input'}>
      {icon && <PlainIcon icon={icon} className="xh-input-icon" />}
      <input
        id={id}
        name={name}
        type={type === 'password' && revealed ? 'text' : type}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        disabled={!hydrated}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, errorId, extraId)}
      />
      {type === 'password' && (
        <button
          type="button"
          className="xh-input-reveal"
          aria-label="显示密码"
          aria-pressed={revealed}
          disabled={!hydrated}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <PlainIcon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      )}
    </span>
  );
  return (
    <PlainFieldFrame
      id={id}
      label={label}
      error={error}
      errorId={errorId}
      extra={extra}
      extraId={extraId}
      size={size}
      required={required}
    >
      {addon ? (
        <div className="xh-field-row">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </PlainFieldFrame>
  );
}

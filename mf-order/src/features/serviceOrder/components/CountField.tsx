import type { ReactNode } from 'react';
import { Form, InputNumber } from 'antd';

/** Props of {@link CountField}. */
export interface CountFieldProps {
  label: string;
  /** The input's `id`, which the label points at. */
  id: string;
  /** The allowed range (`ORDER_LIMITS`); whole numbers only. */
  limits: { min: number; max: number };
  /** null while the field is empty: shown as an error naming the range. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The unit after the number. */
  suffix: ReactNode;
  disabled?: boolean;
  /** A line under the field. */
  extra?: ReactNode;
}

/**
 * A whole-number field of the purchase form (购买时长, 账号数量): empty is an error that says
 * 请输入<label>（min–max）. Must sit inside an antd `Form`.
 * @returns the field; out-of-range typing is clamped by the input
 */
export function CountField({
  label,
  id,
  limits,
  value,
  onChange,
  suffix,
  disabled,
  extra,
}: CountFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={value === null ? 'error' : undefined}
      help={value === null ? `请输入${label}（${limits.min}–${limits.max}）` : undefined}
      extra={extra}
    >
      <InputNumber
        id={id}
        min={limits.min}
        max={limits.max}
        precision={0}
        value={value}
        disabled={disabled}
        onChange={(next) => onChange(next)}
        suffix={suffix}
        style={{ width: 180 }}
      />
    </Form.Item>
  );
}

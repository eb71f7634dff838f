import type { ReactNode } from 'react';
import { Form, Radio } from 'antd';

/** Props of {@link RadioField}. */
export interface RadioFieldProps {
  /** The label, also the group's accessible name. */
  label: string;
  /** The radios' `name`. */
  name: string;
  value: number;
  /** Called with the chosen option's value. */
  onChange: (value: number) => void;
  options: { value: number; label: ReactNode }[];
  /** Solid buttons (the plan choices) rather than plain radios. */
  buttons?: boolean;
  /** The group's class. */
  className?: string;
  /** A line under the group. */
  extra?: ReactNode;
}

/**
 * One numeric choice of the purchase form: a labelled antd `Form.Item` around a radio group. Must
 * sit inside an antd `Form`.
 * @returns the field; `onChange` gets the option's value as a number
 */
export function RadioField({
  label,
  name,
  value,
  onChange,
  options,
  buttons = false,
  className,
  extra,
}: RadioFieldProps) {
  return (
    <Form.Item label={label} extra={extra}>
      <Radio.Group
        aria-label={label}
        name={name}
        className={className}
        {...(buttons ? { optionType: 'button', buttonStyle: 'solid' } : {})}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        options={options}
      />
    </Form.Item>
  );
}

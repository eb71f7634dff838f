import DownOutlined from '@ant-design/icons-svg/lib/asn/DownOutlined';
import { useIsClient } from '../useIsClient';
import { describedBy, PlainFieldFrame, type PlainSize } from './fieldParts';
import { PlainIcon } from './PlainIcon';
import type { PlainFieldBinding } from './usePlainForm';
import './plainForm.css';

/** One choice of a {@link PlainSelectField}. */
export interface PlainOption {
  /** What the form holds when this is chosen. */
  value: string;
  /** What the visitor reads. */
  label: string;
  disabled?: boolean;
}

/** Props of {@link PlainSelectField}. */
export interface PlainSelectFieldProps {
  /** The field's state and handlers, from `usePlainForm().bind(name)`. */
  binding: PlainFieldBinding;
  /** The visible label (also the select's accessible name). */
  label: string;
  options: readonly PlainOption[];
  /** A first option with the value `''`, e.g. 请选择, shown greyed like antd's placeholder. */
  placeholder?: string;
  /** Help under the select (antd's `Form.Item extra`). */
  extra?: string;
  /** antd's `large` (40 px, the default) or `middle` (32 px). */
  size?: PlainSize;
  /** Disabled for a reason of its own, e.g. a city before its province (also until hydrated). */
  disabled?: boolean;
  /** A field the form needs: a red `*` before the label (antd's `requiredMark`), `aria-required`. */
  required?: boolean;
}

/**
 * A labelled native `<select>` drawn like antd's `Select` in a vertical `Form.Item`, for pages that
 * carry no antd on their first paint (docs/performance.md "Small pages"): the browser's own list,
 * keyboard and phone picker. A choice is checked at once (`onChoose`, as antd validates on
 * change); a broken rule's message shows under it (`role="alert"`, `aria-describedby`,
 * `aria-invalid`). Disabled in the server's HTML and until the page is hydrated, and when told.
 */
export function PlainSelectField({
  binding,
  label,
  options,
  placeholder,
  extra,
  size,
  disabled,
  required,
}: PlainSelectFieldProps) {
  const hydrated = useIsClient();
  const { id, name, value, error, errorId, onChoose, onBlur } = binding;
  const extraId = extra ? `${id}-extra` : undefined;
  const classes = ['xh-input', 'xh-select'];
  if (error) classes.push('xh-input--error');
  if (value === '') classes.push('xh-select--empty');
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
      <span className={classes.join(' ')}>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChoose(event.target.value)}
          onBlur={onBlur}
          disabled={!hydrated || disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error, errorId, extraId)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <PlainIcon icon={DownOutlined} className="xh-select-arrow" />
      </span>
    </PlainFieldFrame>
  );
}

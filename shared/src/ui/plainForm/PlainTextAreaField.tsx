import { useIsClient } from '../useIsClient';
import { describedBy, PlainFieldFrame, type PlainSize } from './fieldParts';
import type { PlainFieldBinding } from './usePlainForm';
import './plainForm.css';

/** Props of {@link PlainTextAreaField}. */
export interface PlainTextAreaFieldProps {
  /** The field's state and handlers, from `usePlainForm().bind(name)`. */
  binding: PlainFieldBinding;
  /** The visible label (also the text area's accessible name). */
  label: string;
  placeholder?: string;
  /** Visible lines. Default 4. */
  rows?: number;
  /** The most characters the visitor may type. */
  maxLength?: number;
  /** Shows `count / maxLength` under the box (antd's `showCount`); needs `maxLength`. */
  showCount?: boolean;
  /** Help under the field (antd's `Form.Item extra`). */
  extra?: string;
  /** antd's `large` (the default) or `middle` font and padding. */
  size?: PlainSize;
  /** A field the form needs: a red `*` before the label (antd's `requiredMark`), `aria-required`. */
  required?: boolean;
}

/**
 * A labelled `<textarea>` drawn like antd's `Input.TextArea` in a vertical `Form.Item`, for pages
 * that carry no antd on their first paint (docs/performance.md "Small pages"), with antd's
 * optional character counter (`showCount`, part of the box's description). Checked like a text
 * input (on leaving it with text, on submit, then at every change); a broken rule's message shows
 * under it (`role="alert"`, `aria-describedby`, `aria-invalid`). Disabled in the server's HTML and
 * until the page is hydrated.
 */
export function PlainTextAreaField({
  binding,
  label,
  placeholder,
  rows = 4,
  maxLength,
  showCount,
  extra,
  size,
  required,
}: PlainTextAreaFieldProps) {
  const hydrated = useIsClient();
  const { id, name, value, error, errorId, onChange, onBlur } = binding;
  const extraId = extra ? `${id}-extra` : undefined;
  const counted = showCount && maxLength !== undefined;
  const countId = counted ? `${id}-count` : undefined;
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
      <span className={error ? 'xh-textarea xh-input--error' : 'xh-textarea'}>
        <textarea
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          placeholder={placeholder}
          rows={rows}
          maxLength={maxLength}
          disabled={!hydrated}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error, errorId, countId, extraId)}
        />
        {counted && (
          <span id={countId} className="xh-textarea-count">
            {`${[...value].length} / ${maxLength}`}
          </span>
        )}
      </span>
    </PlainFieldFrame>
  );
}

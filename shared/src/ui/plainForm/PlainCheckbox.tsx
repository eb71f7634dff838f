import type { ReactNode } from 'react';
import { useIsClient } from '../useIsClient';
import { describedBy, FieldError } from './fieldParts';
import type { PlainCheckboxBinding } from './usePlainForm';
import './plainForm.css';

/**
 * A native checkbox with its label, drawn like antd's `Checkbox` in a `Form.Item`, for pages that
 * carry no antd on their first paint (docs/performance.md "Small pages"), e.g. 我已阅读并同意
 * 《用户协议》. The label may hold links (a browser follows a link in a label without ticking the
 * box).
 * Ticking is checked at once (as antd validates on change); a broken rule's message shows under it
 * (`role="alert"`, `aria-describedby`, `aria-invalid`). Space toggles it, as any checkbox.
 * Disabled in the server's HTML and until the page is hydrated.
 * @param props.binding the box's state and handlers, from `usePlainForm().bindCheckbox(name)`
 * @param props.children the label
 */
export function PlainCheckbox({
  binding,
  children,
}: {
  binding: PlainCheckboxBinding;
  children: ReactNode;
}) {
  const hydrated = useIsClient();
  const { id, name, checked, error, errorId, onChange } = binding;
  return (
    <div className={error ? 'xh-field xh-field--error' : 'xh-field'}>
      <label className="xh-check" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className="xh-check-box"
          checked={checked}
          onChange={onChange}
          disabled={!hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error, errorId)}
        />
        <span>{children}</span>
      </label>
      <FieldError error={error} errorId={errorId} />
    </div>
  );
}

import { useIsClient } from '../useIsClient';
import { describedBy, FieldError } from './fieldParts';
import type { PlainOption } from './PlainSelectField';
import type { PlainFieldBinding } from './usePlainForm';
import './plainForm.css';

/** Props of {@link PlainRadioGroup}. */
export interface PlainRadioGroupProps {
  /** The field's state and handlers, from `usePlainForm().bind(name)`. */
  binding: PlainFieldBinding;
  /** The group's visible name (its `legend`). */
  label: string;
  options: readonly PlainOption[];
}

/**
 * A group of native radio buttons in a `fieldset` named by its `legend`, drawn like antd's
 * `Radio.Group` in a vertical `Form.Item`, for pages that carry no antd on their first paint
 * (docs/performance.md "Small pages"). The arrow keys move between the choices, as in any radio
 * group; a choice is checked at once (`onChoose`); a broken rule's message shows under the group
 * (`role="alert"`, `aria-describedby` on the group and each radio, `aria-invalid` on each radio).
 * The whole group is disabled in the server's HTML and until the page is hydrated.
 */
export function PlainRadioGroup({ binding, label, options }: PlainRadioGroupProps) {
  const hydrated = useIsClient();
  const { id, name, value, error, errorId, onChoose } = binding;
  const described = describedBy(error, errorId);
  return (
    <fieldset
      id={id}
      className={error ? 'xh-field xh-field--error xh-radios' : 'xh-field xh-radios'}
      disabled={!hydrated}
      aria-describedby={described}
    >
      <legend className="xh-field-label">{label}</legend>
      <div className="xh-radios-options">
        {options.map((option) => (
          <label key={option.value} className="xh-check">
            <input
              type="radio"
              className="xh-radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={(event) => onChoose(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError error={error} errorId={errorId} />
    </fieldset>
  );
}

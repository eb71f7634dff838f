import { useIsClient } from '../useIsClient';
import { describedBy, FieldError } from './fieldParts';
import type { PlainOption } from './PlainSelectField';
import type { PlainFieldBinding } from './usePlainForm';
import '../choiceLinks.css';
import './plainForm.css';

/** Props of {@link PlainRadioGroup}. */
export interface PlainRadioGroupProps {
  /** The field's state and handlers, from `usePlainForm().bind(name)`. */
  binding: PlainFieldBinding;
  /** The group's name: its visible `legend`, or its `aria-label` when `labelHidden`. */
  label: string;
  options: readonly PlainOption[];
  /** Help under the group (antd's `Form.Item extra`), also its description. */
  extra?: string;
  /**
   * `button`: the choices drawn as joined buttons, the chosen one filled (antd's
   * `optionType="button" buttonStyle="solid"`, the look of `ChoiceLinks`). Default: round radios.
   */
  optionType?: 'default' | 'button';
  /** No visible legend (a switch whose choices say enough); the label still names the group. */
  labelHidden?: boolean;
  /** The app's class for its spacing. */
  className?: string;
}

/**
 * A group of native radio buttons in a `fieldset` (role `radiogroup`) named by its `legend`, drawn
 * like antd's `Radio.Group` in a vertical `Form.Item`, or as a solid button switch, for pages that
 * carry no antd on their first paint (docs/performance.md "Small pages"). The arrow keys move
 * between the choices, as in any radio group; a choice is checked at once (`onChoose`); a broken
 * rule's message shows under the group (`role="alert"`, `aria-describedby` on the group and each
 * radio, `aria-invalid` on each radio), then the help text. The whole group is disabled in the
 * server's HTML and until the page is hydrated.
 */
export function PlainRadioGroup({
  binding,
  label,
  options,
  extra,
  optionType = 'default',
  labelHidden,
  className,
}: PlainRadioGroupProps) {
  const hydrated = useIsClient();
  const { id, name, value, error, errorId, onChoose } = binding;
  const extraId = extra ? `${id}-extra` : undefined;
  const described = describedBy(error, errorId, extraId);
  const buttons = optionType === 'button';
  const classes = ['xh-field', 'xh-radios'];
  if (error) classes.push('xh-field--error');
  if (buttons) classes.push('xh-radios--buttons');
  if (className) classes.push(className);
  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={classes.join(' ')}
      disabled={!hydrated}
      aria-label={labelHidden ? label : undefined}
      aria-describedby={described}
    >
      {!labelHidden && <legend className="xh-field-label">{label}</legend>}
      <div className={buttons ? 'xh-radios-options xh-choices-list' : 'xh-radios-options'}>
        {options.map((option) => {
          const chosen = value === option.value;
          let optionClass = 'xh-check';
          if (buttons) optionClass = chosen ? 'xh-choice xh-choice--chosen' : 'xh-choice';
          return (
            <label key={option.value} className={optionClass}>
              <input
                type="radio"
                className={buttons ? 'xh-choice-input' : 'xh-radio'}
                name={name}
                value={option.value}
                checked={chosen}
                disabled={option.disabled}
                onChange={(event) => onChoose(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError error={error} errorId={errorId} />
      {extra && (
        <div id={extraId} className="xh-field-extra">
          {extra}
        </div>
      )}
    </fieldset>
  );
}

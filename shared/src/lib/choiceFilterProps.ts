/** One option of a choice filter: what it shows and the value it carries. */
export interface ChoiceOption<T extends string = string> {
  label: string;
  value: T;
}

/** The props `choiceFilterProps` gives a button-style radio group (antd `Radio.Group`). */
export interface ChoiceFilterProps {
  optionType: 'button';
  buttonStyle: 'solid';
  options: ChoiceOption[];
  value: string;
  onChange: (event: { target: { value?: unknown } }) => void;
}

/**
 * The props of a single-choice filter drawn as a row of buttons whose first button lifts the
 * filter (全部), e.g. the news categories or the notice types. The "all" button carries a sentinel
 * value that never reaches the caller: picking it reports `null`. No React: spread the result into
 * the app's own `Radio.Group` (each app bundles its own antd).
 * @param all the first button: its label (`全部`) and its sentinel value, which must differ from
 *   every choice's value
 * @param choices the other buttons, in order
 * @param selected the current choice, `null` for all
 * @param onPick called with the picked choice's value, `null` when the "all" button is picked
 * @returns `optionType`, `buttonStyle`, `options` (all first), `value` and `onChange` (never throws)
 */
export function choiceFilterProps<T extends string>(
  all: ChoiceOption,
  choices: readonly ChoiceOption<T>[],
  selected: T | null,
  onPick: (choice: T | null) => void,
): ChoiceFilterProps {
  return {
    optionType: 'button',
    buttonStyle: 'solid',
    options: [all, ...choices],
    value: selected ?? all.value,
    onChange: (event) => {
      const picked = String(event.target.value);
      onPick(picked === all.value ? null : (picked as T));
    },
  };
}

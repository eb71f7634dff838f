import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldProblem, type FieldRule } from '../accountFields';

/** What a plain field needs from its form: ids, value, message and the two handlers. */
export interface PlainFieldBinding {
  /** The input's `id` (its label's `htmlFor`). */
  id: string;
  /** The input's `name` (the field's key). */
  name: string;
  value: string;
  /** The rule the value breaks, once the field was checked; `undefined` when fine or not yet. */
  error: string | undefined;
  /** The `id` of the element showing `error` (the input's `aria-describedby`). */
  errorId: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** The state and handlers of one plain form, from {@link usePlainForm}. */
export interface PlainForm<K extends string> {
  /** Every field's current text. */
  values: Record<K, string>;
  /** The props of field `name` for `PlainInputField`. */
  bind: (name: K) => PlainFieldBinding;
  /**
   * Checks fields now and shows their messages (and keeps checking them as they change).
   * @param names the fields to check (default: all)
   * @returns the values of all fields when the checked ones pass, else `undefined`
   */
  validate: (names?: readonly K[]) => Record<K, string> | undefined;
  /**
   * A `<form onSubmit>` handler: stops the browser's submit, checks every field and calls
   * `onValid` with the values only when all pass.
   */
  handleSubmit: (onValid: (values: Record<K, string>) => void) => (event: FormEvent) => void;
}

/**
 * A small form state for the plain-markup forms of the login page (no antd on its first paint,
 * docs/performance.md "Small pages"), with antd's behaviour for the visitor: each field's rules run
 * in order and the first broken one shows its Chinese message (`fieldProblem`). A field is first
 * checked when the visitor leaves it with text in it, on submit, or through `validate` (e.g. before
 * sending an SMS code); from then on it is checked again at every change, so a message goes away as
 * soon as the value is fixed.
 * @param rules each field's rules, by field name (the names are the form's fields)
 * @returns the form's values and `bind`, `validate`, `handleSubmit`
 */
export function usePlainForm<K extends string>(
  rules: Record<K, readonly FieldRule[]>,
): PlainForm<K> {
  const prefix = useId();
  const names = Object.keys(rules) as K[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  // Fields checked at least once: checked again at every change.
  const checked = useRef(new Set<K>());

  const check = (name: K, value: string) => {
    checked.current.add(name);
    const problem = fieldProblem(value, rules[name]);
    setErrors((previous) => ({ ...previous, [name]: problem }));
    return problem;
  };

  const validate = (only: readonly K[] = names) => {
    const problems = only.map((name) => check(name, values[name]));
    return problems.every((problem) => problem === undefined) ? values : undefined;
  };

  return {
    values,
    validate,
    bind: (name) => ({
      id: `${prefix}-${name}`,
      name,
      value: values[name],
      error: errors[name],
      errorId: `${prefix}-${name}-error`,
      onChange: (event) => {
        const value = event.target.value;
        setValues((previous) => ({ ...previous, [name]: value }));
        if (checked.current.has(name)) check(name, value);
      },
      onBlur: () => {
        if (values[name] !== '') check(name, values[name]);
      },
    }),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      const valid = validate();
      if (valid) onValid(valid);
    },
  };
}

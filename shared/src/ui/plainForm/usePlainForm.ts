import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldProblem, type PlainRule, type PlainValue } from './fieldRules';

/** What a plain text field (input, textarea, select, radio group) needs from its form. */
export interface PlainFieldBinding {
  /** The control's `id` (its label's `htmlFor`). */
  id: string;
  /** The control's `name` (the field's key). */
  name: string;
  value: string;
  /** The rule the value breaks, once the field was checked; `undefined` when fine or not yet. */
  error: string | undefined;
  /** The `id` of the element showing `error` (the control's `aria-describedby`). */
  errorId: string;
  /** Typing: the value changes; checked again only if it was checked before. */
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  /** Leaving the field: checks it when it holds text. */
  onBlur: () => void;
  /** A choice made (a select's option, a radio): sets the value and checks it at once, as antd does. */
  onChoose: (value: string) => void;
}

/** What a plain checkbox needs from its form. */
export interface PlainCheckboxBinding {
  id: string;
  name: string;
  checked: boolean;
  /** The rule the state breaks, once checked; `undefined` when fine or not yet. */
  error: string | undefined;
  /** The `id` of the element showing `error`. */
  errorId: string;
  /** Ticking or unticking: sets the state and checks it at once. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A plain form's values: text fields by name, and checkboxes' states by name. */
export type PlainValues<K extends string, C extends string = never> = Record<K, string> &
  Record<C, boolean>;

/** The state and handlers of one plain form, from {@link usePlainForm}. */
export interface PlainForm<K extends string, C extends string = never> {
  /** Every field's current value. */
  values: PlainValues<K, C>;
  /** The props of text field `name` for `PlainInputField`, `PlainSelectField`, … */
  bind: (name: K) => PlainFieldBinding;
  /** The props of checkbox `name` for `PlainCheckbox`. */
  bindCheckbox: (name: C) => PlainCheckboxBinding;
  /**
   * Checks fields now and shows their messages (and keeps checking them as they change).
   * @param names the fields to check (default: all)
   * @returns the values of all fields when the checked ones pass, else `undefined`
   */
  validate: (names?: readonly (K | C)[]) => PlainValues<K, C> | undefined;
  /**
   * A `<form onSubmit>` handler: stops the browser's submit, checks every field and calls
   * `onValid` with the values only when all pass.
   */
  handleSubmit: (onValid: (values: PlainValues<K, C>) => void) => (event: FormEvent) => void;
  /**
   * Puts a value into a text field from code (antd's `setFieldValue`), e.g. the logged-in
   * visitor's phone; it does not count as the visitor's change. The same function every render.
   */
  setValue: (name: K, value: string) => void;
  /**
   * Whether the visitor has changed field `name` (antd's `isFieldTouched`). The same function
   * every render.
   */
  touched: (name: K | C) => boolean;
}

/** Options of {@link usePlainForm}. */
export interface PlainFormOptions<K extends string> {
  /** Text fields' starting values (the others start empty), e.g. a ticket number from the URL. */
  initial?: Partial<Record<K, string>>;
}

/** Whether a field's rules read other fields (then a change elsewhere checks it again). */
const readsOthers = (rules: readonly PlainRule[]) => rules.some((rule) => 'check' in rule);

/**
 * A small form state for plain-markup forms (no antd on a page's first paint, docs/performance.md
 * "Small pages"), with antd's behaviour for the visitor: each field's rules run in order and the
 * first broken one shows its message (`fieldProblem`). A text field is first checked when the
 * visitor leaves it with text in it, on submit, or through `validate` (e.g. before sending an SMS
 * code); a choice (select, radio, checkbox) is checked as soon as it is made. From then on a field
 * is checked again at every change, so a message goes away as soon as the value is fixed; a field
 * whose rules read other fields (`FieldCheck`, e.g. 确认密码) is checked again when they change too
 * (antd's `dependencies`).
 * @param rules each text field's rules, by field name (the names are the form's text fields; each
 *   starts empty)
 * @param checkboxRules each checkbox's rules, by name (each starts unticked; default: none)
 * @param options `initial`: starting values of text fields
 * @returns the form's values and `bind`, `bindCheckbox`, `validate`, `handleSubmit`, `setValue`,
 *   `touched`
 */
export function usePlainForm<K extends string, C extends string = never>(
  rules: Record<K, readonly PlainRule[]>,
  checkboxRules?: Record<C, readonly PlainRule[]>,
  options: PlainFormOptions<K> = {},
): PlainForm<K, C> {
  const prefix = useId();
  const allRules = { ...rules, ...checkboxRules } as Record<K | C, readonly PlainRule[]>;
  const names = Object.keys(allRules) as (K | C)[];
  const [values, setValues] = useState(
    () =>
      ({
        ...Object.fromEntries(
          Object.keys(rules).map((name) => [name, options.initial?.[name as K] ?? '']),
        ),
        ...Object.fromEntries(Object.keys(checkboxRules ?? {}).map((name) => [name, false])),
      }) as PlainValues<K, C>,
  );
  // The latest values, for checks run in the same event as a change.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<K | C, string>>>({});
  // Fields checked at least once: checked again at every change.
  const checked = useRef(new Set<K | C>());
  // Fields the visitor has changed.
  const changed = useRef(new Set<K | C>());

  const check = (name: K | C) => {
    checked.current.add(name);
    const all = latest.current as Record<string, PlainValue>;
    const problem = fieldProblem(all[name], allRules[name], all);
    setErrors((previous) => ({ ...previous, [name]: problem }));
    return problem;
  };

  const change = (name: K | C, value: PlainValue, checkNow: boolean) => {
    changed.current.add(name);
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (checkNow || checked.current.has(name)) check(name);
    for (const other of checked.current) {
      if (other !== name && readsOthers(allRules[other])) check(other);
    }
  };

  const validate = (only: readonly (K | C)[] = names) => {
    const problems = only.map((name) => check(name));
    return problems.every((problem) => problem === undefined) ? latest.current : undefined;
  };

  const ids = (name: K | C) => ({
    id: `${prefix}-${name}`,
    name,
    error: errors[name],
    errorId: `${prefix}-${name}-error`,
  });

  const setValue = useCallback((name: K, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  }, []);
  const touched = useCallback((name: K | C) => changed.current.has(name), []);

  return {
    values,
    setValue,
    touched,
    validate,
    bind: (name) => ({
      ...ids(name),
      value: (values as Record<K, string>)[name],
      onChange: (event) => change(name, event.target.value, false),
      onBlur: () => {
        if ((latest.current as Record<K, string>)[name] !== '') check(name);
      },
      onChoose: (value) => change(name, value, true),
    }),
    bindCheckbox: (name) => ({
      ...ids(name),
      checked: (values as Record<C, boolean>)[name],
      onChange: (event) => change(name, event.target.checked, true),
    }),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      const valid = validate();
      if (valid) onValid(valid);
    },
  };
}

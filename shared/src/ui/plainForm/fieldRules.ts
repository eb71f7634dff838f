/** A field's value in a plain form: text (inputs, selects, radio groups) or a checkbox's state. */
export type PlainValue = string | boolean;

/**
 * One check of a field, shaped like an antd `FormRule` (so antd forms take the same arrays):
 * `required` fails on an empty value (`''`, or an unticked checkbox); `pattern`, `min` and `max`
 * (lengths in characters) check a non-empty text only.
 */
export interface FieldRule {
  required?: boolean;
  pattern?: RegExp;
  min?: number;
  max?: number;
  /** Shown under the field when this check fails. */
  message: string;
}

/**
 * A check a pattern cannot say: one that reads the form's other values (确认密码 must match 密码)
 * or whose message depends on the value. Runs on every value, empty ones too (like antd's
 * `validator`).
 */
export interface FieldCheck {
  /**
   * @param value the field's value
   * @param values every field's value, by name
   * @returns what is wrong, in the visitor's language, or `null`/`undefined` when the value passes
   */
  check: (
    value: PlainValue,
    values: Readonly<Record<string, PlainValue>>,
  ) => string | null | undefined;
}

/** A rule of a plain form's field: a fixed check or a check of its own. */
export type PlainRule = FieldRule | FieldCheck;

/**
 * The first rule a value breaks, in order (antd's `validateFirst`).
 * @param value the field's value (`undefined` counts as empty)
 * @param rules the field's rules
 * @param values every field's value, for `FieldCheck`s that compare (default: none)
 * @returns that rule's message, or `undefined` when the value passes them all
 */
export function fieldProblem(
  value: PlainValue | undefined,
  rules: readonly PlainRule[],
  values: Readonly<Record<string, PlainValue>> = {},
): string | undefined {
  const given = value ?? '';
  const empty = given === '' || given === false;
  const text = typeof given === 'string' ? given : '';
  for (const rule of rules) {
    if ('check' in rule) {
      const problem = rule.check(given, values);
      if (problem) return problem;
      continue;
    }
    if (rule.required && empty) return rule.message;
    if (text === '') continue;
    if (rule.pattern && !rule.pattern.test(text)) return rule.message;
    if (rule.min !== undefined && text.length < rule.min) return rule.message;
    if (rule.max !== undefined && text.length > rule.max) return rule.message;
  }
  return undefined;
}

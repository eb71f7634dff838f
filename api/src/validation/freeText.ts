import { z } from 'zod';

/**
 * The one rule for every free-text field the API accepts (docs/api.md "Free text"): names,
 * company names, addresses, form messages, problem descriptions, search words, browser error
 * messages. What a person types is kept; what no keyboard produces is refused with a 400 `40001`
 * whose Chinese `msg` names the field, and nothing is stored.
 */

/**
 * Characters no free text may hold: C0 and C1 controls (NUL, ESC of `\x1b[31m`, DEL…; line feed
 * and tab are let through separately for multi-line text), the bidirectional embeddings, overrides
 * and isolates that reorder what a reader sees (U+202A–U+202E, U+2066–U+2069), other invisible
 * format characters except the zero-width joiner and non-joiner (emoji sequences), the byte-order
 * mark, U+FFFD, which is what bytes that were not UTF-8 become when the body is decoded, and lone
 * surrogates (`"\ud800"` in JSON: no character at all; in a `u` pattern a class of surrogates
 * matches only unpaired ones).
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\uFFFD\uD800-\uDFFF]/u;
/** Format characters a person's text may hold: ZWNJ and ZWJ (emoji sequences). */
const ALLOWED_FORMAT = /[\u200C\u200D]/gu;
/** The whitespace controls multi-line text keeps. */
const MULTILINE_CONTROLS = /[\n\t]/g;

/** What a free-text field is and how long it may be, in Unicode characters after trimming. */
export interface FreeTextRule {
  /** The field's Chinese name, e.g. `公司名称`. */
  label: string;
  /** The field's wire name, e.g. `company`: messages read `公司名称（company）…`. */
  field: string;
  /** Fewest characters (0 allows an empty string). */
  min: number;
  /** Most characters; a character outside the BMP (a rare CJK character, an emoji) counts once. */
  max: number;
  /** Line breaks and tabs allowed (a message, a description); default false (a name, a title). */
  multiline?: boolean;
}

/**
 * Normalises free text as it is stored: line breaks as `\n` (CR LF and lone CR), Unicode NFC (one
 * spelling per character, so lengths and searches agree), trimmed.
 * @param value the raw string of the request
 * @returns the normalised text
 */
export function normaliseFreeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
}

/**
 * Why a normalised text breaks the character rule, or null when it keeps it.
 * @param value normalised text (`normaliseFreeText`)
 * @param multiline whether `\n` and `\t` are allowed
 * @returns `'characters'` for a forbidden or ill-formed character, `'lines'` for a line break or
 *   tab in single-line text, or null
 */
export function freeTextProblem(value: string, multiline: boolean): 'characters' | 'lines' | null {
  const withoutWhitespace = value.replace(MULTILINE_CONTROLS, '');
  if (FORBIDDEN.test(withoutWhitespace.replace(ALLOWED_FORMAT, ''))) return 'characters';
  if (!multiline && withoutWhitespace.length !== value.length) return 'lines';
  return null;
}

/**
 * A zod schema of one free-text field: a string, normalised (`normaliseFreeText`), checked
 * against the character rule (`freeTextProblem`) and the length, with messages naming the field:
 * `公司名称（company）不能包含控制字符或无法识别的字符`, `…不能包含换行或制表符`, `…长度须为 2–60
 * 个字符` (a blank required field too).
 * @param rule label, field, length bounds, multiline
 * @returns a schema whose output is the normalised text
 */
export function freeText(rule: FreeTextRule) {
  const { label, field, min, max, multiline = false } = rule;
  const name = `${label}（${field}）`;
  const lengthMsg = min > 0 ? `${name}长度须为 ${min}–${max} 个字符` : `${name}最多 ${max} 个字符`;
  return z
    .string({ error: lengthMsg })
    .transform(normaliseFreeText)
    .superRefine((value, ctx) => {
      const problem = freeTextProblem(value, multiline);
      if (problem === 'characters') {
        ctx.addIssue({ code: 'custom', message: `${name}不能包含控制字符或无法识别的字符` });
      } else if (problem === 'lines') {
        ctx.addIssue({ code: 'custom', message: `${name}不能包含换行或制表符` });
      } else {
        const length = [...value].length;
        if (length < min || length > max) ctx.addIssue({ code: 'custom', message: lengthMsg });
      }
    });
}

/**
 * The rule of `freeText` outside a request schema (an operator's command, a sandbox form).
 * @param rule label, field, length bounds, multiline
 * @param value the raw text
 * @returns `{ value }` with the normalised text, or `{ msg }` with the Chinese message
 */
export function checkFreeText(
  rule: FreeTextRule,
  value: string,
): { value: string; msg?: undefined } | { msg: string; value?: undefined } {
  const result = freeText(rule).safeParse(value);
  if (result.success) return { value: result.data };
  return { msg: result.error.issues[0]?.message ?? `${rule.label}（${rule.field}）格式不正确` };
}

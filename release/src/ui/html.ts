/**
 * Escaping for the release page (docs/security.md): every string that reaches the HTML — ledger
 * reasons typed by people, versions, database text — goes through `html`, which escapes whatever
 * is not already `SafeHtml`; JSON embedded in an inline script goes through `scriptJson`.
 */

/** A fragment of markup already escaped (built by `html`); inserted as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What `html` accepts between its parts: text (escaped), numbers, fragments, lists of them. */
export type HtmlValue =
  | SafeHtml
  | string
  | number
  | null
  | undefined
  | false
  | readonly HtmlValue[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for an HTML text node or a quoted attribute value.
 * @param text any string, e.g. `<script>` → `&lt;script&gt;`
 * @returns the text with `& < > " '` replaced by entities
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * Tagged template for markup: the literal parts are trusted, every interpolated value is escaped
 * (`SafeHtml` excepted; arrays are joined; `null`, `undefined` and `false` render nothing).
 * @returns the fragment, as `SafeHtml`
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * JSON for a JavaScript literal inside `<script>`: `<` becomes `\u003c` (no `</script>` or `<!--`
 * can end the script early) and U+2028/U+2029 are escaped too.
 * @param value anything `JSON.stringify` accepts
 * @returns the JSON text, safe between `<script>` and `</script>`
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
